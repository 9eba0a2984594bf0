/**
 * The profile pages of listing properties (product §6: agencies and regular users): a vendor, who
 * lists none, is taken to the vendor dashboard instead (the server answers their calls 403).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hrefFor } from '../../../../domain/routes.ts';
import { useAuth } from '../../../machines/AppMachines.tsx';

export function ListersOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.type === 'vendor') return <Navigate to={hrefFor('VendorDashboard')} replace />;
  return <>{children}</>;
}
