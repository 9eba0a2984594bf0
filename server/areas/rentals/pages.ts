/**
 * What a shared link to a rentals page shows (server/spa.ts): a property's title, its rent and
 * where it is, and its first photo, in the page's language. An unknown or unpublished property
 * gets the normal page (the app shows its not-found).
 */
import { formatMoney } from '../../../domain/index.ts';
import { routeId } from '../../../domain/routes.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';


export const rentalsPages: PageMetadataResolvers = {
  async SinglePropertyPage({ params, locale, server }) {
    const id = routeId(params.id);
    if (id === null) return undefined;
    const property = await server.rentalsRepository.findProperty(id);
    if (!property || property.status !== 'active' || property.deletedAt !== null) return undefined;
    const place = `${pick(property.district.name, locale)}, ${pick(property.city.name, locale)}`;
    return {
      title: pick(property.title, locale),
      description: server.translator.t(locale, 'property-share-description', { price: formatMoney(property.price, locale), place }),
      image: property.images[0] ?? null,
    };
  },
};
