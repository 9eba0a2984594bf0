/**
 * What the vendor area's page tests share: the app shell opened at a path for a signed-in user
 * of a type (the network answered by tests/src/helpers/vendor.ts), and the shown text of a key
 * with its values (plural forms picked as i18next picks them for bg).
 */
import type { SetupServer } from 'msw/node';
import type { UserType } from '../../../../domain/constants.ts';
import { text } from '../../helpers/i18n.ts';
import type { ProvidersOptions, ProvidersResult } from '../../helpers/render.tsx';
import { renderShell, signedInAs, userOf } from '../../layout/shell.tsx';

/** The text of `key` (or its plural form for `count`) with its values filled in. */
export function say(key: string, values: Record<string, string | number> = {}): string {
  const plural = values.count === undefined ? key : `${key}_${values.count === 1 ? 'one' : 'other'}`;
  let shown: string;
  try {
    shown = text(plural);
  } catch {
    shown = text(key);
  }
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), shown);
}

/** The shell at `route`, signed in as a user of `type` (vendor 3's owner for 'vendor'). */
export function openAs(server: SetupServer, type: UserType, route: string, options: Omit<ProvidersOptions, 'route'> = {}): ProvidersResult {
  server.use(signedInAs(userOf(type)));
  return renderShell({ ...options, route });
}
