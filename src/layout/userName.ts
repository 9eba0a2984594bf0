import type { UserType } from '../../domain/constants.ts';

interface NamedUser {
  type: UserType;
  name: string;
  vendor?: { name: string } | null;
  agency?: { name: string } | null;
}

/**
 * The name the shell shows for a signed-in user: a vendor by its shop's name, an agency by its
 * agency's name (product §3, "User info"), a regular user by their own name. Falls back to
 * the user's own name. Callers cut it with displayName().
 */
export function shownUserName(user: NamedUser): string {
  if (user.type === 'vendor') return user.vendor?.name || user.name;
  if (user.type === 'agency') return user.agency?.name || user.vendor?.name || user.name;
  return user.name;
}
