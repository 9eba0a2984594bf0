/**
 * Asks before unsaved work in a Formik form is left. Leaving it for another page of the site (a
 * link, or the app navigating) opens the question (stay, or leave the page) through
 * react-router's useBlocker; the browser asks its own before a reload, a closed tab or a link to
 * another site (beforeunload). A save that then navigates is not asked about (the form is
 * submitting), nor is a change of the address's hash alone.
 *
 * Back and Forward are not asked about yet: the question's dialog adds a history entry of its
 * own (Modal.tsx), and in a browser it and the blocker's step back to this page get in each
 * other's way (leaving after Back stayed on the page). The new-listing forms keep a draft for it.
 */
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export function LeaveGuard() {
  const { t } = useTranslation();
  const { dirty, isSubmitting } = useFormikContext();
  const guarding = dirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }: Parameters<BlockerFunction>[0]) =>
      guarding &&
      historyAction !== 'POP' &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarding]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('leave-guard-title')}
      text={t('leave-guard-text')}
      cancelLabel={t('leave-guard-stay')}
      confirmLabel={t('leave-guard-leave')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
