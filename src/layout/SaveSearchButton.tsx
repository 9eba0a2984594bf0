/**
 * "Save this search" on the property and flatmate searches (docs/decisions/0030): signed in, it
 * opens the save dialog (modal saveSearch) with the page's filters; signed out, the login dialog,
 * which comes back to the same search with `save=1`, and the dialog then opens on its own, so the
 * visitor goes on where they were.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedSearchCriteria, SavedSearchKind, SavedSearchPlaces } from '../../domain/savedSearches.ts';
import { useAuth, useModals } from '../machines/AppMachines.tsx';
import { Button } from '../ui/Button.tsx';

/** The query parameter that asks the search page to open the save dialog once signed in. */
export const SAVE_AFTER_SIGN_IN = 'save';

export interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  criteria: SavedSearchCriteria;
  /** The names of the filters' places, for the name the dialog suggests. */
  places: SavedSearchPlaces;
  /** The places' names are still loading: a click waits for them, so the suggested name has them. */
  placesLoading: boolean;
  /** The search has words, which a saved search does not keep. */
  hasWords: boolean;
  className?: string;
}

export function SaveSearchButton({ kind, criteria, places, placesLoading, hasWords, className }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const { isAuthenticated, isLoadingUser } = useAuth();
  const { open } = useModals();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(SAVE_AFTER_SIGN_IN) === '1';
  // A click before the user check has answered waits for it (a signed-in user is not asked to
  // sign in), and for the places' names (the suggested name names them).
  const [clicked, setClicked] = useState(false);

  useEffect(() => {
    if (!asked || !isAuthenticated || placesLoading) return;
    const rest = new URLSearchParams(params);
    rest.delete(SAVE_AFTER_SIGN_IN);
    setParams(rest, { replace: true });
    open('saveSearch', { kind, criteria, places, hasWords });
  }, [asked, isAuthenticated, placesLoading, params, setParams, open, kind, criteria, places, hasWords]);

  useEffect(() => {
    if (!clicked || isLoadingUser || placesLoading) return;
    setClicked(false);
    if (isAuthenticated) {
      open('saveSearch', { kind, criteria, places, hasWords });
      return;
    }
    const back = new URLSearchParams(params);
    back.set(SAVE_AFTER_SIGN_IN, '1');
    open('login', { returnTo: `${pathname}?${back.toString()}` });
  }, [clicked, isLoadingUser, placesLoading, isAuthenticated, open, kind, criteria, places, hasWords, params, pathname]);

  return (
    <Button type="button" theme="outline-orange" size="small" className={className} onClick={() => setClicked(true)}>
      {t('saved-search-save')}
    </Button>
  );
}
