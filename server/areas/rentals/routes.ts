/**
 * The rentals area's handlers (contract tags properties, locations, viewings, agencies). For
 * now the cities with their districts, which the checkout's address needs; the rest lands with
 * the rentals issue. Queries are in repository.ts.
 */
import type { Locale } from '../../../domain/index.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';

/** Browsers and proxies may keep the city list for a day. */
const CITIES_CACHE_CONTROL = 'public, max-age=86400';

/** Sorted by name in the answer's language, as its readers expect. */
function byName(locale: Locale) {
  const collator = new Intl.Collator(locale);
  return <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
}

export const rentalsHandlers = {
  async listCities(request, reply) {
    const { locale } = request;
    const rows = await request.server.rentalsRepository.listCities();
    const sorted = byName(locale);
    reply.header('Cache-Control', CITIES_CACHE_CONTROL);
    return rows
      .map((city) => ({
        id: city.id,
        name: pick(city.name, locale),
        districts: city.districts.map((district) => ({ id: district.id, name: pick(district.name, locale) })).sort(sorted),
      }))
      .sort(sorted);
  },
} satisfies AreaHandlers;
