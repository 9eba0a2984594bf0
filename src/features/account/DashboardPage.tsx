/**
 * Profile itself (/profil) leads to the signed-in user's dashboard: the vendor's is the vendor
 * area's, every other type's the rentals area's.
 */
import { Navigate } from 'react-router';
import { hrefFor } from '../../../domain/routes.ts';
import { dashboardFor } from '../../machines/auth.ts';
import { useAuth } from '../../machines/AppMachines.tsx';

/** /profil itself: the signed-in user's dashboard (the profile frame has asked others to sign in). */
export function ProfileIndexPage() {
  const { user } = useAuth();
  return user ? <Navigate to={hrefFor(dashboardFor(user))} replace /> : null;
}
