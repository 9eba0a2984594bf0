/** The signed-in user's profile, settings and dashboard counts; public user pages. */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  agencies,
  orderVendorGroups,
  orders,
  products,
  properties,
  tenantOffers,
  users,
  vendors,
  viewingRequests,
} from '../db/schema/index.ts';
import type { Localized } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { pick } from '../localize.ts';
import type { User } from '../types.ts';

/** The CurrentUser shape of the contract: the user with the agency or vendor they manage. */
export async function currentUserOf(request: FastifyRequest, user: User) {
  const { db } = request.server;
  const [agency] = user.type === 'agency'
    ? await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.ownerUserId, user.id)).limit(1)
    : [];
  const [vendor] = user.type === 'vendor'
    ? await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.ownerUserId, user.id)).limit(1)
    : [];
  const named = (row: { id: number; name: Localized } | undefined) => (row ? { id: row.id, name: pick(row.name, request.locale) } : null);
  return {
    id: user.id,
    type: user.type,
    name: user.name,
    email: user.email,
    phone: user.phone,
    credits: user.credits,
    emailConfirmed: user.emailConfirmedAt !== null,
    agency: named(agency),
    vendor: named(vendor),
  };
}

export const userHandlers = {
  async getCurrentUser(request: FastifyRequest) {
    return currentUserOf(request, request.user!);
  },

  async updateCurrentUser(request: FastifyRequest<{ Body: { name?: string; phone?: string } }>) {
    const changes = Object.fromEntries(
      Object.entries(request.body).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
    );
    const [user] = await request.server.db.update(users).set(changes).where(eq(users.id, request.user!.id)).returning();
    return currentUserOf(request, user!);
  },

  async getUser(request: FastifyRequest<{ Params: { id: number } }>) {
    const [user] = await request.server.db
      .select({ id: users.id, name: users.name, type: users.type, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, request.params.id))
      .limit(1);
    if (!user) throw notFound();
    return user;
  },

  async getUserStats(request: FastifyRequest) {
    const { db } = request.server;
    const user = request.user!;
    const total = async (table: AnyPgTable, where: SQL | undefined) =>
      Number((await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0);
    const none = { properties: null, activeProperties: null, viewingRequests: null, products: null, orders: null, tenantOffers: null };

    if (user.type === 'vendor') {
      const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, user.id)).limit(1);
      const vendorId = vendor?.id ?? 0;
      const [productCount, orderCount] = await Promise.all([
        total(products, and(eq(products.vendorId, vendorId), isNull(products.deletedAt))),
        total(orderVendorGroups, eq(orderVendorGroups.vendorId, vendorId)),
      ]);
      return { ...none, products: productCount, orders: orderCount, credits: user.credits };
    }

    // Regular users and agencies list properties.
    const own = and(eq(properties.ownerUserId, user.id), isNull(properties.deletedAt));
    const ownIds = db.select({ id: properties.id }).from(properties).where(own);
    const [propertyCount, activeCount, viewingCount] = await Promise.all([
      total(properties, own),
      total(properties, and(own, eq(properties.status, 'active'))),
      total(viewingRequests, inArray(viewingRequests.propertyId, ownIds)),
    ]);
    const counts = { ...none, properties: propertyCount, activeProperties: activeCount, viewingRequests: viewingCount };
    if (user.type === 'agency') return { ...counts, credits: user.credits };
    const [orderCount, offerCount] = await Promise.all([
      total(orders, eq(orders.buyerUserId, user.id)),
      total(tenantOffers, and(eq(tenantOffers.ownerUserId, user.id), isNull(tenantOffers.deletedAt))),
    ]);
    return { ...counts, orders: orderCount, tenantOffers: offerCount, credits: user.credits };
  },
};
