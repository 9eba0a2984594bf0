/**
 * Route-independent business constants (product §9). One source for each fact:
 * the browser and the server both import them from here.
 */

/** Auth cookie: name, lifetime and path (product §7 "User", 9). */
export const AUTH_COOKIE_NAME = 'token';
export const AUTH_COOKIE_MAX_AGE_SECONDS = 60 * 60;
export const AUTH_COOKIE_PATH = '/';

/** Cart quantity limits per product. */
export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 100;
/** A product with this many units or fewer left says "only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** The site search's query bounds (characters after trimming) and how many hits of each kind it answers. */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_GROUP_SIZE = 4;
/** The products found by words, a page at a time (the results page of the search box). */
export const SEARCH_PRODUCTS_PAGE_SIZE = 12;

/** Page sizes and default orderings of the list calls (product §7, 9). */
export const PROPERTY_PAGE_SIZE = 12;
export const PROPERTY_DEFAULT_ORDER = 'createdAt.DESC';
export const USER_PROPERTY_PAGE_SIZE = 10;
/** Premium properties in the band above each page of the property search (docs/decisions/0020). */
export const PROPERTY_PREMIUM_BAND_SIZE = 3;
export const PRODUCT_SEARCH_PAGE_SIZE = 10;
export const PRODUCT_SEARCH_DEFAULT_ORDER = 'price.ASC';
export const ORDER_DEFAULT_ORDER = 'createdAt.DESC';
export const NEWEST_POSTS_COUNT = 5;
export const FEATURED_POSTS_COUNT = 4;
/** Posts on a page of the blog (three rows of three on a desktop). */
export const BLOG_PAGE_SIZE = 9;

/** Flatmate offers: a page of the search (12, as properties) and of the poster's own list (10). */
export const ROOMMATE_OFFER_PAGE_SIZE = 12;
export const USER_ROOMMATE_OFFER_PAGE_SIZE = 10;
/** How far ahead (days from today, Sofia) a flatmate offer's room may become free. */
export const ROOMMATE_AVAILABLE_HORIZON_DAYS = 365;

/** Lazy chunks that do not arrive within this time raise a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Minimum and maximum lengths (product §5, 9). */
export const PASSWORD_MIN_LENGTH = 6;
export const FORGOTTEN_PASSWORD_EMAIL_MIN_LENGTH = 6;
export const ROOMMATE_NAME_MIN_LENGTH = 2;
export const ROOMMATE_MESSAGE_MIN_LENGTH = 3;
export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_MAX_LENGTH = 999;
/** A message to a flatmate-offer poster is longer than a text input (the contract's maxLength). */
export const ROOMMATE_MESSAGE_MAX_LENGTH = 5000;
export const TEXT_INPUT_DEFAULT_MAX_LENGTH = 999;
/** A person's or a business's name (contact, account, shop, agency). */
export const NAME_MIN_LENGTH = 2;
export const STREET_MIN_LENGTH = 3;
/** A message through the contact form is longer than a text input. */
export const CONTACT_MESSAGE_MAX_LENGTH = 10_000;
export const DISPLAY_NAME_MAX_LENGTH = 20;

/** Id of the JSON block in which the server inlines the page's translations (product §7: "preloaded object"). */
export const PRELOADED_TRANSLATIONS_ID = 'preloaded-translations';

/** Id of the JSON block with the state a server-rendered page was rendered with (server/spa.ts, src/main.tsx). */
export const SERVER_STATE_ID = 'server-state';

/** Widest a modal may be. */
export const MODAL_MAX_WIDTH_PX = 420;

/** Rooms the shop is organised by; `gifts` is the extra entry of the room picker. */
export const ROOMS = ['hallway', 'living-room', 'kitchen', 'bedroom', 'bathroom', 'terrace', 'garden'] as const;
export const ROOM_PICKER_VALUES = [...ROOMS, 'gifts'] as const;
export type Room = (typeof ROOM_PICKER_VALUES)[number];

export function isRoom(value: unknown): value is Room {
  return typeof value === 'string' && (ROOM_PICKER_VALUES as readonly string[]).includes(value);
}

/** Registered user types (product §3, 6). */
export type UserType = 'user' | 'agency' | 'vendor';

/**
 * Cleaning severity multipliers (product §9, product §10 "Cleaning"), kept in tenths so line costs
 * are computed with integers: level 2 x1.3, level 3 x1.5, any other level x1.
 */
export const CLEANING_SEVERITY_MULTIPLIER_TENTHS: Readonly<Record<number, number>> = { 2: 13, 3: 15 };
export const CLEANING_DEFAULT_SEVERITY_MULTIPLIER_TENTHS = 10;

/** The site's public contact address: the contacts page shows it; the contact form's messages go to it unless CONTACT_EMAIL says otherwise. */
export const SITE_CONTACT_EMAIL = 'kontakt@domovik.bg';

/**
 * The newsletter's captcha action (product §3 "Subscriber"): with reCAPTCHA configured, its token
 * is obtained for the action `login`; by default the captcha is ALTCHA's, which has no actions.
 */
export const NEWSLETTER_CAPTCHA_ACTION = 'login';
/** The contact form's reCAPTCHA action. */
export const CONTACT_CAPTCHA_ACTION = 'contact';
/** The viewing request's reCAPTCHA action. */
export const VIEWING_CAPTCHA_ACTION = 'viewing_request';
/** The flatmate message's reCAPTCHA action. */
export const ROOMMATE_MESSAGE_CAPTCHA_ACTION = 'flatmate_message';
/** The sign-up's reCAPTCHA action. */
export const SIGN_UP_CAPTCHA_ACTION = 'signup';
/** The <meta name> in which the server announces the reCAPTCHA site key to the browser. */
export const CAPTCHA_SITE_KEY_META = 'recaptcha-site-key';

/**
 * Marking an order shipped (issue 22): the carriers a vendor picks from (`other` takes the
 * carrier's name as free text), the name's and the tracking number's bounds, and the page where
 * a known carrier shows a parcel (`{number}` is the tracking number).
 */
export const SHIPPING_CARRIERS = ['speedy', 'econt', 'boxnow', 'other'] as const;
export const CARRIER_NAME_MAX_LENGTH = 40;
export const TRACKING_NUMBER_MIN_LENGTH = 4;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** Letters, digits and inner hyphens: what the carriers print on their labels. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const CARRIER_TRACKING_URLS = {
  speedy: 'https://www.speedy.bg/bg/track-shipment?shipmentNumber={number}',
  econt: 'https://www.econt.com/services/track-shipment/{number}',
  boxnow: 'https://boxnow.bg/?track={number}',
} as const;
/** The carriers' own names, the same in both languages. */
export const CARRIER_NAMES = { speedy: 'Speedy', econt: 'Econt', boxnow: 'BOX NOW' } as const;

/** Where ALTCHA's widget fetches its challenge (the contract's getCaptchaChallenge). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/**
 * The words that confirm deleting an account that has no password (Google sign-in only), in
 * either language, any letter case; an account with a password confirms with it.
 */
export const ACCOUNT_DELETION_WORDS: Readonly<Record<'bg' | 'en', string>> = Object.freeze({ bg: 'ИЗТРИЙ', en: 'DELETE' });
