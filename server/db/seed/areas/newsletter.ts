import { newsletterSubscribers } from '../../schema/index.ts';
import { isoBefore } from '../content/index.ts';
import { inChunks } from './support.ts';
import type { SeedStep } from './support.ts';

const NEWSLETTER: readonly { email: string; locale: 'bg' | 'en'; daysAgo: number }[] = [
  { email: 'ana.petrova@example.bg', locale: 'bg', daysAgo: 40 },
  { email: 'j.turner@example.com', locale: 'en', daysAgo: 12 },
  { email: 'maria@domovik.test', locale: 'bg', daysAgo: 3 },
];

/** The newsletter's subscribers, each confirmed when it subscribed. */
export async function seedNewsletter({ tx, now, note }: SeedStep): Promise<void> {
  // ── newsletter
  const subscriberRows = await inChunks(
    NEWSLETTER.map((subscriber) => {
      const at = new Date(isoBefore(now, subscriber.daysAgo));
      return { email: subscriber.email, locale: subscriber.locale, createdAt: at, confirmedAt: at };
    }),
    (chunk) => tx.insert(newsletterSubscribers).values(chunk).returning({ id: newsletterSubscribers.id }),
  );
  note('newsletterSubscribers', subscriberRows.length);
}
