/**
 * What a shared link to a flatmate offer shows (server/spa.ts): its title, its monthly price and
 * city (and university), and its first photo, in the page's language. An unknown or deleted
 * offer is a 404 (the app shows its not-found).
 */
import { formatMoney } from '../../../domain/index.ts';
import { routeId } from '../../../domain/routes.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';


export const roommatesPages: PageMetadataResolvers = {
  async SingleRoommateOffer({ params, locale, server }) {
    const id = routeId(params.id);
    if (id === null) return 'unknown';
    const offer = await server.roommatesRepository.findOffer(id);
    if (!offer) return 'unknown';
    const place = [offer.university && pick(offer.university.name, locale), pick(offer.city.name, locale)].filter(Boolean).join(', ');
    return {
      title: pick(offer.title, locale),
      description: server.translator.t(locale, 'roommates-share-description', { price: formatMoney(offer.price, locale), place }),
      image: offer.images[0] ?? null,
    };
  },
};
