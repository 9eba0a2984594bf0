/** The city check every area that stores a city id makes before writing it. */
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { cities } from './schema/index.ts';

export async function cityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return row !== undefined;
}
