/**
 * The one route table: every page's name (as in the table of product §2) and its two paths, the
 * Bulgarian set (transliterated Latin; links use it, as product §2 says) and the English set
 * (the table of product §2). Both resolve. Pure data, so the server can use it too (e-mail links).
 * The page components are attached by name in src/app/routes.tsx.
 */

export interface RouteDefinition {
  name: RouteName;
  bg: string;
  en: string;
  /** The footer is hidden on this page (product §2: PaymentStatus). */
  hideFooter?: boolean;
}

export const ROUTES = [
  { name: 'Index', bg: '/', en: '/' },
  { name: 'Marketplace', bg: '/magazin', en: '/shop' },
  { name: 'TrustedAgenciesPage', bg: '/dovereni-agentsii', en: '/trusted-agencies' },
  { name: 'AboutUsPage', bg: '/za-nas', en: '/about-us' },
  { name: 'TermsAndConditionsPage', bg: '/obshti-usloviya', en: '/terms-and-conditions' },
  { name: 'PrivacyPolicyPage', bg: '/poveritelnost', en: '/privacy-policy' },
  { name: 'ComingSoon', bg: '/ochakvaite', en: '/coming-soon' },
  { name: 'SelectCleaningServicePage', bg: '/pochistvane/uslugi', en: '/cleaning/services' },
  { name: 'SelectMovingServicePage', bg: '/premestvane/uslugi', en: '/moving/services' },
  { name: 'CleaningPage', bg: '/pochistvane', en: '/cleaning' },
  { name: 'MovingPage', bg: '/premestvane', en: '/moving' },
  { name: 'InteriorPage', bg: '/interior', en: '/interior' },
  { name: 'MarketplaceProductCategories', bg: '/produkti/kategorii', en: '/product/category' },
  { name: 'PromoCategories', bg: '/produkti/kategorii/promo', en: '/product/category/promo' },
  { name: 'MarketplaceCategoryPage', bg: '/produkti/kategorii/:id', en: '/product/category/:id' },
  { name: 'SingleProductPage', bg: '/produkt/:id', en: '/product/:id' },
  { name: 'Cart', bg: '/kolichka', en: '/cart' },
  { name: 'FavoriteProducts', bg: '/lyubimi', en: '/favorites' },
  // The buyer's order page, linked from every order e-mail (a private link: ?token=).
  { name: 'OrderTracking', bg: '/porachka/:id', en: '/order/:id' },
  // A visitor's conversation, linked from the e-mails of its replies (a private link: ?token=).
  { name: 'GuestConversation', bg: '/razgovor/:id', en: '/conversation/:id' },
  // The header's search box: the hits of every kind for ?q=.
  { name: 'SiteSearch', bg: '/tarsene', en: '/search' },
  { name: 'PropertySearchPage', bg: '/imoti', en: '/properties' },
  { name: 'SinglePropertyPage', bg: '/imot/:id', en: '/property/:id' },
  { name: 'SearchRoommateResult', bg: '/sakvartiranti', en: '/roommates' },
  { name: 'AddRoommate', bg: '/sakvartiranti/publikuvai', en: '/roommates/post' },
  { name: 'SingleRoommateOffer', bg: '/sakvartiranti/:id', en: '/roommates/:id' },
  { name: 'Contacts', bg: '/kontakti', en: '/contacts' },
  { name: 'SingleVendor', bg: '/targovets/:id', en: '/vendor/:id' },
  { name: 'EmailConfirmation', bg: '/potrebitel/potvarzhdenie', en: '/user/confirmation' },
  { name: 'NewsletterConfirmation', bg: '/byuletin/potvarzhdenie', en: '/newsletter/confirmation' },
  // A link of every alert and newsletter e-mail (?token=): what it stops, and the button that stops it.
  { name: 'Unsubscribe', bg: '/otpisvane', en: '/unsubscribe' },
  { name: 'User', bg: '/potrebitel/:id', en: '/user/:id' },
  { name: 'Agency', bg: '/agentsiya/:id', en: '/agency/:id' },
  { name: 'BlogCategory', bg: '/blog/kategoriya/:id?', en: '/blog/category/:id?' },
  { name: 'BlogSinglePost', bg: '/blog/:id', en: '/blog/:id' },
  // A move-in plan (docs/decisions/0031); without an id, the visitor's plan kept in the browser.
  { name: 'MovePlan', bg: '/nanasyane/:id?', en: '/move-in/:id?' },
  { name: 'PaymentStatus', bg: '/plashtane/status', en: '/payment/status', hideFooter: true },
  // The embedded sandbox card provider's checkout page (product §10 "Payments"); id: its reference.
  { name: 'SandboxCheckout', bg: '/plashtane/testova-kasa/:id', en: '/payment/sandbox/:id', hideFooter: true },
  { name: 'Profile', bg: '/profil', en: '/profile' },
  // Profile children (product §2), full paths.
  { name: 'AddProperty', bg: '/profil/imot', en: '/profile/property' },
  { name: 'EditProperty', bg: '/profil/imot/:id', en: '/profile/property/:id' },
  { name: 'AdminPropertyList', bg: '/profil/imoti', en: '/profile/properties' },
  { name: 'VendorDashboard', bg: '/profil/targovets/tablo', en: '/profile/vendor/dashboard' },
  { name: 'AgencyDashboard', bg: '/profil/tablo', en: '/profile/dashboard' },
  { name: 'AdminSettings', bg: '/profil/nastroiki', en: '/profile/settings' },
  { name: 'AdminAddProduct', bg: '/profil/produkt', en: '/profile/product' },
  { name: 'UserEditProduct', bg: '/profil/produkt/:id', en: '/profile/product/:id' },
  { name: 'AdminListProducts', bg: '/profil/produkti', en: '/profile/products' },
  { name: 'AdminVendorProductsImport', bg: '/profil/import-na-produkti', en: '/profile/products-import' },
  { name: 'AdminVendorOrders', bg: '/profil/porachki', en: '/profile/orders' },
  { name: 'AdminVendorSingleOrder', bg: '/profil/porachki/:id', en: '/profile/orders/:id' },
  { name: 'ViewingRequests', bg: '/profil/zayavki-za-oglied', en: '/profile/viewing-requests' },
  { name: 'SavedSearches', bg: '/profil/zapazeni-tarseniya', en: '/profile/saved-searches' },
  { name: 'MovePlans', bg: '/profil/nanasyane', en: '/profile/move-in' },
  // Conversations (issue 27): the inbox and a conversation of a signed-in user.
  { name: 'Inbox', bg: '/profil/saobshteniya', en: '/profile/messages' },
  { name: 'Conversation', bg: '/profil/saobshteniya/:id', en: '/profile/messages/:id' },
  { name: 'AdminRoommates', bg: '/profil/sakvartiranti', en: '/profile/roommates-posts' },
  { name: 'EditRoommateOffer', bg: '/profil/sakvartiranti/:id', en: '/profile/roommates-posts/:id' },
] as const satisfies readonly { name: string; bg: string; en: string; hideFooter?: boolean }[];

export type RouteName = (typeof ROUTES)[number]['name'];

export type RouteParams = Record<string, string | number | undefined>;

const BY_NAME = new Map<RouteName, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  return BY_NAME.get(name)!;
}

/**
 * The path of a page by its name in one path set (Bulgarian or English), with its parameters
 * filled: pathFor('SinglePropertyPage', { id: 12 }, 'en') is '/property/12'.
 */
export function pathFor(name: RouteName, params: RouteParams = {}, pathSet: 'bg' | 'en' = 'bg'): string {
  return routeByName(name)[pathSet].replace(/\/:(\w+)(\?)?/g, (_whole, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`pathFor(${name}): missing parameter "${key}"`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/**
 * The link to a page by its name, in the Bulgarian path set (product §2) unless another is named,
 * with its parameters filled and an optional query: hrefFor('SinglePropertyPage', { id: 12 }).
 */
export function hrefFor(name: RouteName, params: RouteParams = {}, query?: Record<string, string> | URLSearchParams, pathSet: 'bg' | 'en' = 'bg'): string {
  const path = pathFor(name, params, pathSet);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/**
 * A record id as a path or query writes it (digits, within PostgreSQL's integer), else null: the
 * page then says "not found" (the server's page metadata leaves the normal page).
 */
export function routeId(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Translation key of a route's page title. */
export function pageTitleKey(name: RouteName): string {
  return `page-title-${name}`;
}
