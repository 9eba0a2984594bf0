/**
 * The e-mail of a saved search's matches (docs/decisions/0030, "E-mails"), in its owner's
 * language, as text and simple HTML: each listing (picture, title, rent, rent per m² of a
 * property, district and city or university and city, its link), for a price drop the old and
 * new rent; a link to the search page with the search's filters, to the saved searches page, and
 * the search's one-click unsubscribe (a link to the page, and the List-Unsubscribe headers of
 * RFC 8058). What owners typed (titles, the search's name) is escaped in the HTML.
 */
import { sql } from 'drizzle-orm';
import { formatMoney } from '../../../domain/index.ts';
import { savedSearchQuery } from '../../../domain/savedSearches.ts';
import type { Locale, RouteName } from '../../../domain/index.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import type { Localized, SavedSearch, SavedSearchKind, SavedSearchMatch } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';
import { pageAddresses } from '../../pageAddress.ts';
import type { Config } from '../../config.ts';
import type { Translator } from '../../services/translations.ts';
import { unsubscribeLinks } from '../../services/unsubscribeLinks.ts';
import { criteriaOf } from './routes.ts';

/** A listing as an alert shows it. */
export interface MailListing {
  id: number;
  title: Localized;
  /** Euro cents a month. */
  price: number;
  /** Square metres (properties). */
  area: number | null;
  /** District and city, or university and city (nulls left out when shown). */
  places: (Localized | null)[];
  /** The first picture (relative to the site or absolute), if any. */
  imageUrl: string | null;
  /** Whether the public sees it now. */
  live: boolean;
}

// An e-mail shows a listing's first picture small: its thumbnail.
const LISTINGS: Record<SavedSearchKind, ReturnType<typeof sql>> = {
  property: sql`select l.id, l.title, l.price, l.area, json_build_array(d.name, c.name) as places,
      (select i.thumbnail_url from property_images i where i.property_id = l.id order by i.position, i.id limit 1) as "imageUrl",
      (l.status = 'active' and l.deleted_at is null) as live
    from properties l join districts d on d.id = l.district_id join cities c on c.id = d.city_id`,
  roommate: sql`select l.id, l.title, l.price, null::double precision as area, json_build_array(u.name, c.name) as places,
      (select i.thumbnail_url from tenant_offer_images i where i.offer_id = l.id order by i.position, i.id limit 1) as "imageUrl",
      (l.deleted_at is null) as live
    from tenant_offers l join cities c on c.id = l.city_id left join universities u on u.id = l.university_id`,
};

/** The listings of a kind an e-mail shows, by id (a listing gone from the database is missing). */
export async function readMailListings(db: Db, kind: SavedSearchKind, ids: readonly number[]): Promise<Map<number, MailListing>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = rowsOf<MailListing>(await db.execute(sql`${LISTINGS[kind]} where l.id in (${list})`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The addresses an alert links to, in one language. */
export interface MailLinks {
  page(name: RouteName, params?: Record<string, string>, query?: URLSearchParams): string;
  /** A picture's absolute address (a stored one may be relative to the site). */
  absolute(url: string): string;
}

export function mailLinks(config: Pick<Config, 'publicUrl' | 'englishHost'>, locale: Locale): MailLinks {
  const addresses = pageAddresses(config);
  return {
    page: (name, params, query) => addresses.url(locale, name, params, query),
    absolute: (url) => (/^https?:\/\//.test(url) ? url : `${config.publicUrl}${url}`),
  };
}

const LISTING_PAGE: Record<SavedSearchKind, RouteName> = { property: 'SinglePropertyPage', roommate: 'SingleRoommateOffer' };
const SEARCH_PAGE: Record<SavedSearchKind, RouteName> = { property: 'PropertySearchPage', roommate: 'SearchRoommateResult' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Listings an alert shows at most; the rest are counted and linked to by the search's page. */
export const ALERT_MAIL_MAX = 10;

/** A listing an alert tells of, with its latest match (a drop shows the old and new rent). */
export interface AlertMailListing {
  match: Pick<SavedSearchMatch, 'reason' | 'price' | 'oldPrice'>;
  listing: MailListing;
}

export interface AlertMailInput {
  owner: { email: string; name: string; locale: Locale };
  search: SavedSearch;
  /** Newest first, at most ALERT_MAIL_MAX. */
  listings: readonly AlertMailListing[];
  /** How many more the e-mail does not show. */
  more: number;
  /** The highest match id it tells of: with the search's id, the e-mail's id. */
  lastMatchId: number;
}

/**
 * The e-mail of a search's matches, ready for the mailer: one listing as it always was, several
 * listed one after another (at most ALERT_MAIL_MAX, and how many more on the search's page). Its
 * id (the search and its highest match) makes a second send of the same matches the same message.
 */
export function alertMail(deps: { config: Pick<Config, 'publicUrl' | 'englishHost'>; translator: Translator }, input: AlertMailInput) {
  const { owner, search, listings, more } = input;
  const { locale } = owner;
  const t = (key: string, values?: Record<string, string | number>) => deps.translator.t(locale, key, values);
  const links = mailLinks(deps.config, locale);
  const money = (cents: number) => formatMoney(cents, locale, { wholeEuros: true });

  const searchUrl = links.page(SEARCH_PAGE[search.kind], {}, savedSearchQuery(search.kind, criteriaOf(search)));
  const savedSearchesUrl = links.page('SavedSearches');
  const unsubscribe = unsubscribeLinks(deps.config, search.unsubscribeToken, locale);

  const shown = listings.map(({ match, listing }) => {
    const drop = match.reason === 'price-drop' && match.oldPrice !== null;
    const price = drop ? t('saved-search-mail-price-drop', { price: money(match.price), oldPrice: money(match.oldPrice!) }) : t('saved-search-mail-price', { price: money(match.price) });
    const perArea = listing.area ? t('saved-search-mail-price-per-area', { price: formatMoney(Math.round(match.price / listing.area), locale), area: listing.area }) : null;
    const place = listing.places.filter((name): name is Localized => name !== null).map((name) => pick(name, locale)).join(', ');
    return {
      drop,
      price: match.price,
      title: pick(listing.title, locale),
      url: links.page(LISTING_PAGE[search.kind], { id: String(listing.id) }),
      imageUrl: listing.imageUrl === null ? null : links.absolute(listing.imageUrl),
      details: [price, ...(perArea ? [perArea] : []), place],
    };
  });
  const [first] = shown;
  const single = shown.length === 1 && more === 0 ? first! : undefined;
  const count = shown.length + more;

  const intro = single
    ? t(single.drop ? 'saved-search-mail-intro-drop' : 'saved-search-mail-intro-new', { search: search.name })
    : t('saved-search-mail-intro-several', { count, search: search.name });
  // One listing: its picture large. Several: each a thumbnail.
  const pictureWidth = single ? 480 : 160;
  const moreLines = more > 0 ? [t('saved-search-mail-more', { count: more }), searchUrl, ''] : [];

  const text = [
    t('mail-greeting', { name: owner.name }),
    '',
    intro,
    '',
    ...shown.flatMap((each) => [each.title, ...each.details, each.url, '']),
    ...moreLines,
    t('saved-search-mail-search'),
    searchUrl,
    '',
    t('saved-search-mail-manage'),
    savedSearchesUrl,
    '',
    t('saved-search-mail-unsubscribe'),
    unsubscribe.page,
    '',
    t('mail-signature'),
  ].join('\n');

  const html = [
    `<p>${escapeHtml(t('mail-greeting', { name: owner.name }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...shown.flatMap((each) => [
      ...(each.imageUrl ? [`<p><a href="${escapeHtml(each.url)}"><img src="${escapeHtml(each.imageUrl)}" alt="${escapeHtml(each.title)}" width="${pictureWidth}" style="max-width:100%;height:auto"></a></p>`] : []),
      `<p><strong><a href="${escapeHtml(each.url)}">${escapeHtml(each.title)}</a></strong><br>${each.details.map(escapeHtml).join('<br>')}</p>`,
    ]),
    ...(more > 0 ? [`<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(t('saved-search-mail-more', { count: more }))}</a></p>`] : []),
    `<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(t('saved-search-mail-search'))}</a><br><a href="${escapeHtml(savedSearchesUrl)}">${escapeHtml(t('saved-search-mail-manage'))}</a></p>`,
    `<p><a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(t('saved-search-mail-unsubscribe'))}</a></p>`,
    `<p>${escapeHtml(t('mail-signature'))}</p>`,
  ].join('\n');

  // Several listings are always two or more: the subject's plural form needs no count rules.
  const subject = !single
    ? t('saved-search-mail-subject-several', { count, search: search.name })
    : single.drop
      ? t('saved-search-mail-subject-drop', { title: single.title, price: money(single.price) })
      : t('saved-search-mail-subject-new', { title: single.title, search: search.name });
  return { id: `alert-${search.id}-${input.lastMatchId}`, to: owner.email, subject, text, html, headers: unsubscribe.headers };
}
