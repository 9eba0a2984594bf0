/** The app assembles the features' pages and dialogs; each route or modal has one owner. */
import { FEATURE_MODALS, PAGES, claimedOnce } from '../../../src/app/features.ts';
import { lazyPage } from '../../../src/layout/lazyPage.tsx';

const page = lazyPage(() => Promise.resolve({ default: () => null }));

describe('the features the app assembles', () => {
  it("holds every feature's pages and dialogs", () => {
    expect(Object.keys(PAGES).sort()).toEqual([
      'AboutUsPage',
      'AddProperty',
      'AddRoommate',
      'AdminAddProduct',
      'AdminListProducts',
      'AdminPropertyList',
      'AdminRoommates',
      'AdminSettings',
      'AdminVendorOrders',
      'AdminVendorProductsImport',
      'AdminVendorSingleOrder',
      'Agency',
      'AgencyDashboard',
      'BlogCategory',
      'BlogSinglePost',
      'Cart',
      'CleaningPage',
      'Contacts',
      'Conversation',
      'EditProperty',
      'EditRoommateOffer',
      'EmailConfirmation',
      'FavoriteProducts',
      'GuestConversation',
      'Inbox',
      'Index',
      'InteriorPage',
      'Marketplace',
      'MarketplaceCategoryPage',
      'MarketplaceProductCategories',
      'MovePlan',
      'MovePlans',
      'MovingPage',
      'NewsletterConfirmation',
      'OrderTracking',
      'PaymentStatus',
      'PrivacyPolicyPage',
      'Profile',
      'PromoCategories',
      'PropertySearchPage',
      'SandboxCheckout',
      'SavedSearches',
      'SearchRoommateResult',
      'SelectCleaningServicePage',
      'SelectMovingServicePage',
      'SingleProductPage',
      'SinglePropertyPage',
      'SingleRoommateOffer',
      'SingleVendor',
      'SiteSearch',
      'TermsAndConditionsPage',
      'TrustedAgenciesPage',
      'Unsubscribe',
      'User',
      'UserEditProduct',
      'VendorDashboard',
      'ViewingRequests',
    ]);
    expect(Object.keys(FEATURE_MODALS).sort()).toEqual([
      'coordinatesGuide',
      'creditBuy',
      'forgottenPassword',
      'login',
      'moveStart',
      'passChange',
      'productImport',
      'promoteListing',
      'propertyViewRequest',
      'roommateOfferMessage',
      'saveSearch',
      'signUp',
    ]);
  });

  it('refuses a route claimed by two features', () => {
    expect(() => claimedOnce([{ Index: page }, { Cart: page }, { Index: page }])).toThrow('Two features claim Index');
  });

  it('merges lists that claim different names, and features without a list', () => {
    expect(claimedOnce([{ Index: page }, undefined, { Cart: page }])).toEqual({ Index: page, Cart: page });
  });
});
