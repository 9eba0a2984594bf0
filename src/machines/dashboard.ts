/**
 * The dashboard of a user (product §2 "Header", 4 "Login success"): VendorDashboard for a vendor,
 * AgencyDashboard otherwise. Apart from the auth machine so the header can use it without
 * loading xstate.
 */
import type { CurrentUser } from '../api/account.ts';
import type { RouteName } from '../../domain/routes.ts';

export function dashboardFor(user: Pick<CurrentUser, 'type'>): RouteName {
  return user.type === 'vendor' ? 'VendorDashboard' : 'AgencyDashboard';
}
