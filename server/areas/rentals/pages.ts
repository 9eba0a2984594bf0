/**
 * What a shared link to a rentals page shows (server/spa.ts): a property's title, its rent and
 * where it is, and its first photo, in the page's language, with its offer as schema.org JSON-LD
 * (the home offered, its area, bedrooms and place; the agency offering it) and its breadcrumbs;
 * an agency's name, description and logo, as a RealEstateAgent; a user's shown name, with the
 * kind of account and since when (the line their page shows under it). An unknown or unpublished
 * property, an unknown agency or a user with no public page (unknown, or a deleted account) is a
 * 404, a deleted property a 410 (the app shows its not-found).
 */
import { displayName, formatMoney, oneLine } from '../../../domain/index.ts';
import { recordPage } from '../../spa.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';
import { breadcrumbList, node, monthlyRent, organizationPage } from '../../structuredData.ts';
import type { PropertyRow } from './repository.ts';

/** The schema.org type of each kind of home. */
const HOME_TYPES: Record<PropertyRow['type'], string> = { room: 'Room', studio: 'Apartment', apartment: 'Apartment', maisonette: 'Apartment', house: 'House' };

export const rentalsPages: PageMetadataResolvers = {
  SinglePropertyPage: recordPage(
    (server, id) => server.rentalsRepository.findProperty(id),
    (property, { id, locale, server, link, absolute }) => {
      if (property.deletedAt !== null) return 'gone';
      if (property.status !== 'active') return 'unknown';
      const title = pick(property.title, locale);
      const city = pick(property.city.name, locale);
      const place = `${pick(property.district.name, locale)}, ${city}`;
      const url = link('SinglePropertyPage', { id });
      return {
        title,
        description: server.translator.t(locale, 'property-share-description', { price: formatMoney(property.price, locale), place }),
        image: property.images[0] ?? null,
        structuredData: [
          node('Offer', {
            name: title,
            url,
            ...monthlyRent(property.price),
            ...(property.agency ? { offeredBy: { '@type': 'RealEstateAgent', name: pick(property.agency.name, locale), url: link('Agency', { id: property.agency.id }) } } : {}),
            itemOffered: {
              '@type': HOME_TYPES[property.type],
              name: title,
              description: oneLine(pick(property.description, locale), 500),
              ...(property.images.length > 0 ? { image: property.images.map((image) => absolute(image.url)) } : {}),
              floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'MTK' },
              numberOfBedrooms: property.bedrooms,
              numberOfBathroomsTotal: property.bathrooms,
              petsAllowed: property.petFriendly,
              address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: pick(property.district.name, locale), addressCountry: 'BG' },
              ...(property.lat !== null && property.lng !== null ? { geo: { '@type': 'GeoCoordinates', latitude: property.lat, longitude: property.lng } } : {}),
            },
          }),
          breadcrumbList([
            { name: server.translator.t(locale, 'page-title-PropertySearchPage'), url: link('PropertySearchPage') },
            { name: city, url: link('PropertySearchPage', {}, { city: String(property.city.id) }) },
            { name: title, url },
          ]),
        ],
      };
    },
  ),

  User: recordPage(
    (server, id) => server.accountRepository.findPublicUser(id),
    (user, { locale, server }) => {
      // As the page writes it (src/features/rentals/format.ts): a day in Sofia.
      const since = new Intl.DateTimeFormat(locale === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Sofia' }).format(user.createdAt);
      return {
        title: displayName(user.name),
        description: `${server.translator.t(locale, `user-type-${user.type}`)} · ${server.translator.t(locale, 'rentals-user-since', { date: since })}`,
      };
    },
  ),

  Agency: recordPage(
    (server, id) => server.rentalsRepository.findAgency(id),
    (agency, { id, locale, link, absolute }) => organizationPage('RealEstateAgent', agency, { locale, url: link('Agency', { id }), absolute }),
  ),
};
