/**
 * The content area's queries: contact messages and newsletter subscribers. Decorated on the
 * app as `contentRepository`.
 */
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

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(db: Db) {
  return {
    async saveContactMessage(message: NewContactMessage): Promise<ContactMessage> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },

    /**
     * Adds a subscriber unless the address (in any letter case) already is one; answers whether
     * it was added. The unique index on lower(email) settles two requests racing for one address.
     */
    async subscribe(subscriber: NewNewsletterSubscriber): Promise<boolean> {
      const rows = await db.insert(newsletterSubscribers).values(subscriber).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
  };
}

export const contentRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('contentRepository', createContentRepository(app.db));
  },
  { name: 'content-repository', decorators: { fastify: ['db'] } },
);
