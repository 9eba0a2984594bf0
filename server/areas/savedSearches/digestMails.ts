/**
 * The daily digest's e-mail (docs/decisions/0030): in the owner's language, the listings of each
 * of the owner's daily searches (picture, title, rent, rent per m² of a home, place, link; a drop
 * with its old and new rent), a link to each search's page for the rest, each search's
 * unsubscribe link and a link to all saved searches. Plain text, as every e-mail of the site:
 * what owners typed (titles, search names) is never interpreted; the picture is its address.
 */
import { formatMoney } from '../../../domain/money.ts';
import { savedSearchQuery } from '../../../domain/savedSearches.ts';
import type { SavedSearchCriteria } from '../../../domain/savedSearches.ts';
import type { ContentLocale, Localized, SavedSearch, SavedSearchKind } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';
import type { PageAddresses } from '../../pageAddress.ts';
import type { Translator } from '../../services/translations.ts';
import { unsubscribeLinks } from '../../services/unsubscribeLinks.ts';

/** One listing as the digest shows it: the price it was told at, and before a drop the old one. */
export interface DigestListing {
  listingId: number;
  price: number;
  oldPrice: number | null;
  title: Localized;
  /** Square metres of a home; none for a flatmate offer. */
  area: number | null;
  /** The district and city of a home, the university and city of a flatmate offer. */
  place: (Localized | null)[];
  /** The listing's first picture (relative to the site or absolute), if it has one. */
  picture: string | null;
}

export interface DigestSearch {
  search: Pick<SavedSearch, 'id' | 'name' | 'kind' | 'unsubscribeToken'>;
  criteria: SavedSearchCriteria;
  listings: DigestListing[];
  /** Its listings not shown (the digest's limit): the search's page has them. */
  more: number;
}

export interface DigestRecipient {
  id: number;
  name: string;
  email: string;
  locale: ContentLocale;
}

const LISTING_PAGE = { property: 'SinglePropertyPage', roommate: 'SingleRoommateOffer' } as const;
const SEARCH_PAGE = { property: 'PropertySearchPage', roommate: 'SearchRoommateResult' } as const;

/** Rent per square metre in whole cents (as the property card shows it). */
const perSquareMetre = (cents: number, area: number) => Math.round(cents / area);

export function digestMail(
  context: { translator: Translator; addresses: PageAddresses; publicUrl: string },
  recipient: DigestRecipient,
  day: string,
  searches: readonly DigestSearch[],
) {
  const { locale } = recipient;
  const t = (key: string, values?: Record<string, string | number>) => context.translator.t(locale, key, values);
  const money = (cents: number) => formatMoney(cents, locale, { wholeEuros: true });
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${context.publicUrl}${url}`);
  const savedSearchesPage = context.addresses.url(locale, 'SavedSearches');

  const listingLines = (kind: SavedSearchKind, listing: DigestListing) => {
    const rent = t('rentals-per-month', { price: money(listing.price) });
    const price = listing.oldPrice === null ? rent : t('saved-searches-digest-price-drop', { old: money(listing.oldPrice), price: rent });
    const perMetre = listing.area ? ` · ${t('rentals-per-square-metre', { price: formatMoney(perSquareMetre(listing.price, listing.area), locale) })}` : '';
    const place = listing.place.map((name) => pick(name, locale)).filter(Boolean).join(', ');
    return [
      `• ${pick(listing.title, locale)}`,
      `  ${price}${perMetre}${place ? ` · ${place}` : ''}`,
      ...(listing.picture ? [`  ${t('saved-searches-digest-picture', { url: absolute(listing.picture) })}`] : []),
      `  ${context.addresses.url(locale, LISTING_PAGE[kind], { id: String(listing.listingId) })}`,
    ];
  };

  const searchLines = ({ search, criteria, listings, more }: DigestSearch) => [
    t('saved-searches-digest-search', { name: search.name }),
    '',
    ...listings.flatMap((listing) => [...listingLines(search.kind, listing), '']),
    more > 0 ? t('saved-searches-digest-more', { count: more }) : t('saved-searches-digest-open'),
    context.addresses.url(locale, SEARCH_PAGE[search.kind], {}, savedSearchQuery(search.kind, criteria)),
    t('saved-searches-digest-unsubscribe'),
    unsubscribeLinks(context, search.unsubscribeToken, locale).page,
    '',
  ];

  const count = searches.reduce((sum, each) => sum + each.listings.length + each.more, 0);
  const text = [
    t('mail-greeting', { name: recipient.name }),
    '',
    t('saved-searches-digest-intro'),
    '',
    ...searches.flatMap(searchLines),
    t('saved-searches-digest-manage'),
    savedSearchesPage,
    '',
    t('mail-signature'),
  ].join('\n');

  // One search: its own one-click unsubscribe (RFC 8058). Several: the saved searches page, where
  // each is paused or deleted; each search's one-click link is in the body.
  const [only] = searches;
  const headers: Record<string, string> =
    searches.length === 1 && only
      ? unsubscribeLinks(context, only.search.unsubscribeToken, locale).headers
      : { 'List-Unsubscribe': `<${savedSearchesPage}>` };

  return {
    id: `digest-${day}-${recipient.id}`,
    to: recipient.email,
    subject: t('saved-searches-digest-subject', { count }),
    text,
    headers,
  };
}
