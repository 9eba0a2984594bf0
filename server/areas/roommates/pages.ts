/**
 * What a shared link to a flatmate offer shows (server/spa.ts): its title, its monthly price and
 * city (and university), and its first photo, in the page's language, with the offer as
 * schema.org JSON-LD: an Offer of the room (a month's rent, from when it is free, where it is).
 * An unknown or deleted offer is a 404 (the app shows its not-found).
 */
import { formatMoney, oneLine } from '../../../domain/index.ts';
import { recordPage } from '../../spa.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';
import { monthlyRent, node } from '../../structuredData.ts';

export const roommatesPages: PageMetadataResolvers = {
  SingleRoommateOffer: recordPage(
    (server, id) => server.roommatesRepository.findOffer(id),
    (offer, { id, locale, server, link, absolute }) => {
      const title = pick(offer.title, locale);
      const city = pick(offer.city.name, locale);
      const place = [offer.university && pick(offer.university.name, locale), city].filter(Boolean).join(', ');
      return {
        title,
        description: server.translator.t(locale, 'roommates-share-description', { price: formatMoney(offer.price, locale), place }),
        image: offer.images[0] ?? null,
        structuredData: [
          node('Offer', {
            name: title,
            url: link('SingleRoommateOffer', { id }),
            ...monthlyRent(offer.price),
            // A live offer is open; the room is free from its day on.
            availability: 'https://schema.org/InStock',
            availabilityStarts: offer.availableFrom,
            itemOffered: {
              '@type': 'Room',
              name: title,
              description: oneLine(pick(offer.description, locale), 500),
              ...(offer.images.length > 0 ? { image: offer.images.map((image) => absolute(image.url)) } : {}),
              address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'BG' },
            },
          }),
        ],
      };
    },
  ),
};
