/**
 * Who may open a vendor-area page (product §6): the products, the import and the vendor dashboard
 * are a vendor's; the orders a vendor's or a regular user's, never an agency's. Anyone else is
 * sent to their own dashboard (the server would answer 403 anyway). The profile frame has
 * already asked a signed-out visitor to sign in.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { UserType } from '../../../domain/constants.ts';
import { hrefFor } from '../../../domain/routes.ts';
import { dashboardFor } from '../../machines/dashboard.ts';
import { useAuth } from '../../machines/AppMachines.tsx';

export function ForTypes({ types, children }: { types: readonly UserType[]; children: ReactNode }) {
  const { user } = useAuth();
  if (user === null) return null;
  if (!types.includes(user.type)) return <Navigate to={hrefFor(dashboardFor(user))} replace />;
  return <>{children}</>;
}

export const VENDOR_ONLY: readonly UserType[] = ['vendor'];
/** The orders pages: buyers follow theirs, vendors fulfil theirs; agencies have none (product §6). */
export const ORDER_READERS: readonly UserType[] = ['vendor', 'user'];
