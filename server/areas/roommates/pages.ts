/**
 * What a shared link to a flatmate offer shows (server/spa.ts): its title, its monthly price and
 * city (and university), and its first photo, in the page's language. An unknown or deleted
 * offer gets the normal page (the app shows its not-found).
 */
import { formatMoney } from '../../../domain/index.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';

/** An offer id as the route writes it: digits within the ids PostgreSQL's integer can hold. */
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

export const roommatesPages: PageMetadataResolvers = {
  async SingleRoommateOffer({ params, locale, server }) {
    const id = params.id ?? '';
    if (!ID.test(id) || Number(id) > MAX_ID) return undefined;
    const offer = await server.roommatesRepository.findOffer(Number(id));
    if (!offer) return undefined;
    const place = [offer.university && pick(offer.university.name, locale), pick(offer.city.name, locale)].filter(Boolean).join(', ');
    return {
      title: pick(offer.title, locale),
      description: server.translator.t(locale, 'roommates-share-description', { price: formatMoney(offer.price, locale), place }),
      image: offer.images[0] ?? null,
    };
  },
};
