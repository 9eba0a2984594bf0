/**
 * The content area's queries: contact messages and newsletter subscribers (double opt-in: a row
 * is a subscription once confirmed). Decorated on the app as `contentRepository`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.ts';
import type { ContactMessage, NewContactMessage, NewNewsletterSubscriber } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

type ContentRepository = ReturnType<typeof createContentRepository>;

function createContentRepository(db: Db) {
  return {
    async saveContactMessage(message: NewContactMessage): Promise<ContactMessage> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },

    /**
     * Adds a subscriber unless the address (in any letter case) already is one; answers the new
     * subscriber's unsubscribe token (its e-mails' one-click unsubscribe), or undefined when it was
     * not added. The unique index on lower(email) settles two requests racing for one address.
     */
    async subscribe(subscriber: Pick<NewNewsletterSubscriber, 'email' | 'locale' | 'tokenHash' | 'confirmedAt'>): Promise<string | undefined> {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values(subscriber)
        .onConflictDoNothing()
        .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });
      return row?.unsubscribeToken;
    },

    /** Confirms the subscription of a link's token (again: no change); answers whether the token is one. */
    async confirmSubscription(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
        .where(eq(newsletterSubscribers.tokenHash, tokenHash))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    /** Whether the address (in any letter case) is a confirmed subscriber. */
    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ confirmedAt: newsletterSubscribers.confirmedAt })
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
        .limit(1);
      return Boolean(row?.confirmedAt);
    },

    /** Subscribes an address already confirmed elsewhere (a signed-in account's), confirming a pending request of it. */
    async subscribeConfirmed(email: string, locale: NewNewsletterSubscriber['locale']): Promise<void> {
      const address = email.toLowerCase();
      await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`now()` })
        .where(and(eq(sql`lower(${newsletterSubscribers.email})`, address), isNull(newsletterSubscribers.confirmedAt)));
      await db.insert(newsletterSubscribers).values({ email: address, locale, confirmedAt: sql`now()` }).onConflictDoNothing();
    },

    /** Removes the address (in any letter case) from the newsletter. */
    async unsubscribe(email: string): Promise<void> {
      await db.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
    },
  };
}

export const contentRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('contentRepository', createContentRepository(app.db));
  },
  { name: 'content-repository', decorators: { fastify: ['db'] } },
);
