/**
 * Who sees which profile page (product §2 "Mobile user navigation" and 6 "Roles"), as
 * data, so the header, the mobile menu and the tests read one rule.
 */
import type { UserType } from '../../domain/constants.ts';
import type { RouteName } from '../../domain/routes.ts';
import { dashboardFor } from '../machines/dashboard.ts';

interface UserNavItem {
  /** Translation key of the link text. */
  labelKey: string;
  route: RouteName;
}

/** Vendors add products; agencies, regular users and visitors add properties. */
export function addListingRouteFor(type: UserType | null): RouteName {
  return type === 'vendor' ? 'AdminAddProduct' : 'AddProperty';
}

/** The signed-in user's profile links, in the order of product §2 (Logout is a button after them). */
export function userNavItems(type: UserType): UserNavItem[] {
  const items: (UserNavItem | false)[] = [
    { labelKey: 'user-nav-dashboard', route: dashboardFor({ type }) },
    type !== 'vendor' && { labelKey: 'user-nav-properties', route: 'AdminPropertyList' },
    type === 'vendor' && { labelKey: 'user-nav-products', route: 'AdminListProducts' },
    type !== 'agency' && { labelKey: 'user-nav-orders', route: 'AdminVendorOrders' },
    type !== 'vendor' && { labelKey: 'user-nav-viewing-requests', route: 'ViewingRequests' },
    type === 'user' && { labelKey: 'user-nav-roommates', route: 'AdminRoommates' },
    { labelKey: 'user-nav-inbox', route: 'Inbox' },
    { labelKey: 'user-nav-saved-searches', route: 'SavedSearches' },
    { labelKey: 'user-nav-move-plans', route: 'MovePlans' },
    { labelKey: 'user-nav-settings', route: 'AdminSettings' },
  ];
  return items.filter((item): item is UserNavItem => item !== false);
}

/** Translation key of a user type's name. */
export function userTypeKey(type: UserType): string {
  return `user-type-${type}`;
}
