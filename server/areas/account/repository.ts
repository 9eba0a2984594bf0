/**
 * The account area's queries: users, sign-in sessions, e-mail tokens, and the counts of a
 * user's dashboard. Decorated on the app as `accountRepository` (a fastify-plugin, as
 * fastify/demo does); handlers and the sign-in guard call `request.server.accountRepository`.
 * Queries only: no request, reply or business rule here. Tokens arrive already hashed.
 */
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { violates } from '../../db/constraints.ts';
import { attachGuestConversations } from '../../db/conversations.ts';
import {
  agencies,
  authTokens,
  cleaningOrders,
  conversationSettings,
  conversations,
  emailTokens,
  movePlans,
  newsComments,
  newsletterSubscribers,
  orderVendorGroups,
  orders,
  products,
  properties,
  propertyImages,
  tenantOfferImages,
  tenantOfferInquiries,
  tenantOffers,
  users,
  vendors,
  viewingRequests,
} from '../../db/schema/index.ts';
import type { EmailTokenPurpose, Localized, NewUser, User } from '../../db/schema/index.ts';
import { SESSION_CHANNEL, announce } from '../../services/notifications.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
  }
}

type AccountRepository = ReturnType<typeof createAccountRepository>;

/** The session of `tokenHash` while it is neither revoked nor expired. */
const liveSession = (tokenHash: string): SQL | undefined => and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()));

/** The name a deleted account's row keeps (the credit ledger and payments still refer to it). */
const DELETED_NAME = '—';

function createAccountRepository(db: Db) {
  const total = async (table: AnyPgTable, where: SQL | undefined) =>
    Number((await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0);

  return {
    /** The user with this address, ignoring case (`email` is already trimmed and lower case). */
    async findUserByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
      return user;
    },

    async createUser(values: NewUser): Promise<User> {
      const [user] = await db.insert(users).values(values).returning();
      return user!;
    },

    async updateUser(id: number, changes: { name?: string | undefined; phone?: string | undefined; pendingEmail?: string | null | undefined }): Promise<User> {
      const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return user!;
    },

    /** What anyone may see of a user. */
    async findPublicUser(id: number) {
      const [user] = await db
        .select({ id: users.id, name: users.name, type: users.type, createdAt: users.createdAt })
        .from(users)
        // A deleted account has no public page (docs/privacy.md).
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return user;
    },

    /** The agency a user manages, if any. */
    async findAgencyOf(userId: number): Promise<NamedRow | undefined> {
      const [agency] = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.ownerUserId, userId)).limit(1);
      return agency;
    },

    /** The shop a user manages, if any. */
    async findVendorOf(userId: number): Promise<NamedRow | undefined> {
      const [vendor] = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.ownerUserId, userId)).limit(1);
      return vendor;
    },

    /** The id of the user's current move-in plan (the header links to it), or null (decision 0031). */
    async currentMovePlanIdOf(userId: number): Promise<number | null> {
      const [plan] = await db.select({ id: movePlans.id }).from(movePlans).where(and(eq(movePlans.ownerUserId, userId), movePlans.current)).limit(1);
      return plan?.id ?? null;
    },

    async createSession(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
    },

    /** The user of a session that is neither revoked nor expired. */
    async findSessionUser(tokenHash: string): Promise<User | null> {
      const [row] = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(liveSession(tokenHash))
        .limit(1);
      return row?.user ?? null;
    },

    /** When a session that is neither revoked nor expired ends; null when it is not one. */
    async sessionExpiry(tokenHash: string): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .where(liveSession(tokenHash))
        .limit(1);
      return row?.expiresAt ?? null;
    },

    /** Signs a session out (what it opened, a live stream on any server, ends: SESSION_CHANNEL). */
    async revokeSession(tokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(authTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
          .returning({ userId: authTokens.userId });
        for (const { userId } of revoked) await announce(tx, SESSION_CHANNEL, { userId });
      });
    },

    async createEmailToken(userId: number, purpose: EmailTokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** Marks an unused, unexpired e-mail token used and answers its user id (undefined if none). */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose): Promise<number | undefined> {
      const [used] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return used?.userId;
    },

    /** Uses up a user's outstanding e-mail tokens of a purpose (an older link must not act any more). */
    async useUpEmailTokens(userId: number, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /**
     * The pending address of a settings change becomes the user's address (and is confirmed).
     * Answers the user and the address it replaced, undefined when no change was pending, or
     * 'taken' when someone registered that address meanwhile (nothing changes).
     */
    async applyEmailChange(userId: number): Promise<{ user: User; previousEmail: string } | 'taken' | undefined> {
      const [before] = await db.select({ email: users.email, pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId)).limit(1);
      if (!before?.pendingEmail) return undefined;
      try {
        const [user] = await db
          .update(users)
          .set({ email: before.pendingEmail, pendingEmail: null, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(and(eq(users.id, userId), eq(users.pendingEmail, before.pendingEmail)))
          .returning();
        if (user) await attachGuestConversations(db, user.id, user.email);
        return user ? { user, previousEmail: before.email } : undefined;
      } catch (error) {
        if (violates(error, 'users_email_lower_idx')) return 'taken';
        throw error;
      }
    },

    /** Confirms a new account's address; the conversations a visitor started with it become the user's. */
    async confirmEmail(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(users)
          .set({ emailConfirmedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
          .returning({ email: users.email });
        if (confirmed) await attachGuestConversations(tx, userId, confirmed.email);
      });
    },

    /**
     * Sets a new password, confirms the address, revokes every session of the user (SESSION_CHANNEL) and uses up
     * every reset link still outstanding (an older link must not change the password again).
     */
    async resetPassword(userId: number, passwordHash: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(eq(users.id, userId));
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
        await announce(tx, SESSION_CHANNEL, { userId });
        await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'password-reset'), isNull(emailTokens.usedAt)));
      });
    },

    /** A shop's live products and the order groups it received. */
    async vendorCounts(vendorId: number): Promise<{ products: number; orders: number }> {
      const [productCount, orderCount] = await Promise.all([
        total(products, and(eq(products.vendorId, vendorId), isNull(products.deletedAt))),
        total(orderVendorGroups, eq(orderVendorGroups.vendorId, vendorId)),
      ]);
      return { products: productCount, orders: orderCount };
    },

    /** A lister's (regular user or agency) live properties, the active ones, and their viewing requests. */
    async listerCounts(userId: number): Promise<{ properties: number; activeProperties: number; viewingRequests: number }> {
      const own = and(eq(properties.ownerUserId, userId), isNull(properties.deletedAt));
      const ownIds = db.select({ id: properties.id }).from(properties).where(own);
      const [propertyCount, activeCount, viewingCount] = await Promise.all([
        total(properties, own),
        total(properties, and(own, eq(properties.status, 'active'))),
        total(viewingRequests, inArray(viewingRequests.propertyId, ownIds)),
      ]);
      return { properties: propertyCount, activeProperties: activeCount, viewingRequests: viewingCount };
    },

    /** A regular user's orders and live flatmate offers. */
    async buyerCounts(userId: number): Promise<{ orders: number; tenantOffers: number }> {
      const [orderCount, offerCount] = await Promise.all([
        total(orders, eq(orders.buyerUserId, userId)),
        total(tenantOffers, and(eq(tenantOffers.ownerUserId, userId), isNull(tenantOffers.deletedAt))),
      ]);
      return { orders: orderCount, tenantOffers: offerCount };
    },

    /** The URLs of the pictures of the user's homes and flatmate offers (their files go with the account). */
    async listingPictureUrls(userId: number): Promise<{ url: string }[]> {
      const homes = await db
        .select({ url: propertyImages.url })
        .from(propertyImages)
        .innerJoin(properties, eq(propertyImages.propertyId, properties.id))
        .where(eq(properties.ownerUserId, userId));
      const offers = await db
        .select({ url: tenantOfferImages.url })
        .from(tenantOfferImages)
        .innerJoin(tenantOffers, eq(tenantOfferImages.offerId, tenantOffers.id))
        .where(eq(tenantOffers.ownerUserId, userId));
      return [...homes, ...offers];
    },

    /**
     * Deletes an account as docs/privacy.md says, in one transaction: its sessions and links, its
     * homes and flatmate offers (their pictures, requests, messages and conversations with them),
     * its agency, the viewing requests, flatmate messages, conversations and comments it wrote, and
     * its newsletter address are
     * erased; its shop and cleaning orders stay for accounting, no longer linked to it; the row
     * stays (the payments and the credit ledger refer to it) with nothing personal left, so the
     * address is free for a new account.
     */
    async deleteAccount(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
        if (!user) return;
        await tx.delete(authTokens).where(eq(authTokens.userId, userId));
        await announce(tx, SESSION_CHANNEL, { userId });
        await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
        await tx.delete(properties).where(eq(properties.ownerUserId, userId));
        await tx.delete(tenantOffers).where(eq(tenantOffers.ownerUserId, userId));
        await tx.delete(agencies).where(eq(agencies.ownerUserId, userId));
        await tx.delete(viewingRequests).where(eq(viewingRequests.requesterUserId, userId));
        await tx.delete(tenantOfferInquiries).where(eq(tenantOfferInquiries.senderUserId, userId));
        // The conversations they opened (signed in, or as a visitor with this address), with their
        // messages; those about their homes and offers went with them.
        await tx.delete(conversations).where(or(eq(conversations.guestUserId, userId), eq(conversations.guestEmail, user.email.toLowerCase())));
        await tx.delete(conversationSettings).where(eq(conversationSettings.userId, userId));
        await tx.delete(newsComments).where(eq(newsComments.userId, userId));
        await tx.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, user.email.toLowerCase()));
        await tx.update(orders).set({ buyerUserId: null }).where(eq(orders.buyerUserId, userId));
        await tx.update(cleaningOrders).set({ userId: null }).where(eq(cleaningOrders.userId, userId));
        await tx
          .update(users)
          .set({
            name: DELETED_NAME,
            email: `deleted-${userId}@deleted.invalid`,
            phone: null,
            passwordHash: null,
            googleSubject: null,
            emailConfirmedAt: null,
            pendingEmail: null,
            deletedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
      });
    },
  };
}

interface NamedRow {
  id: number;
  name: Localized;
}

export const accountRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountRepository', createAccountRepository(app.db));
  },
  { name: 'account-repository', decorators: { fastify: ['db'] } },
);
