/**
 * "Save this search" on the property and flatmate searches (docs/decisions/0030): signed in, it
 * opens the save dialog (modal saveSearch) with the page's filters; signed out, the login dialog,
 * which comes back to the same search with `save=1`, and the dialog then opens on its own, so the
 * visitor goes on where they were.
 */
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedSearchCriteria, SavedSearchKind } from '../../domain/savedSearches.ts';
import { useAuth, useModals } from '../machines/AppMachines.tsx';
import { Button } from '../ui/Button.tsx';

/** The query parameter that asks the search page to open the save dialog once signed in. */
export const SAVE_AFTER_SIGN_IN = 'save';

export interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  criteria: SavedSearchCriteria;
  /** The search has words, which a saved search does not keep. */
  hasWords: boolean;
  className?: string;
}

export function SaveSearchButton({ kind, criteria, hasWords, className }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { open } = useModals();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(SAVE_AFTER_SIGN_IN) === '1';

  useEffect(() => {
    if (!asked || !isAuthenticated) return;
    const rest = new URLSearchParams(params);
    rest.delete(SAVE_AFTER_SIGN_IN);
    setParams(rest, { replace: true });
    open('saveSearch', { kind, criteria, hasWords });
  }, [asked, isAuthenticated, params, setParams, open, kind, criteria, hasWords]);

  const onClick = (): void => {
    if (isAuthenticated) {
      open('saveSearch', { kind, criteria, hasWords });
      return;
    }
    const back = new URLSearchParams(params);
    back.set(SAVE_AFTER_SIGN_IN, '1');
    open('login', { returnTo: `${pathname}?${back.toString()}` });
  };

  return (
    <Button type="button" theme="outline-orange" size="small" className={className} onClick={onClick}>
      {t('saved-search-save')}
    </Button>
  );
}
