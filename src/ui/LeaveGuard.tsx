/**
 * Asks before unsaved work in a Formik form is left. A click on a link to another page of the
 * site opens the question (stay, or leave the page); the browser asks its own before a reload, a
 * closed tab or a link to another site (beforeunload).
 *
 * The app runs in a BrowserRouter, not a data router, so react-router's useBlocker is not
 * available; moving the whole app and every test's router to a data router is a far larger
 * change than this. The guard instead catches the click in the capture phase on the document,
 * before React's Link sees it, and on "leave" clicks the same link again, so the link does just
 * what it would have done (a link that stays, such as the empty cart's, is asked about all the
 * same). Back and Forward are not asked about (a BrowserRouter cannot hold them); the new-listing
 * forms keep a draft for that (FormDraft).
 */
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import styles from './LeaveGuard.module.css';

/** The link a click follows to another page of this site, or null (a new tab, a download, another site, the same page). */
function linkAway(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || !['', '_self'].includes(link.target)) return null;
  const to = new URL(link.href);
  if (to.origin !== window.location.origin) return null;
  return to.pathname === window.location.pathname && to.search === window.location.search ? null : link;
}

export function LeaveGuard() {
  const { t } = useTranslation();
  const { dirty } = useFormikContext();
  /** The link whose click waits for the answer. */
  const [asked, setAsked] = useState<HTMLAnchorElement | null>(null);
  /** The link to follow, once the user chose to leave: the guard is off for its click. */
  const [leaving, setLeaving] = useState<HTMLAnchorElement | null>(null);
  const guarding = dirty && leaving === null;

  useEffect(() => {
    if (!guarding) return;
    const onClick = (event: MouseEvent) => {
      const link = linkAway(event);
      if (link === null) return;
      event.preventDefault();
      event.stopPropagation();
      setAsked(link);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guarding]);

  // Runs once the listeners are gone and the dialog has closed (the page is no longer inert).
  useEffect(() => {
    if (leaving === null) return;
    leaving.click();
    // Still here (the link kept this form on the page): guard again.
    setLeaving(null);
  }, [leaving]);

  if (asked === null) return null;
  return (
    <Modal title={t('leave-guard-title')} onClose={() => setAsked(null)}>
      <p>{t('leave-guard-text')}</p>
      <div className={styles.actions}>
        <Button theme="outline-grey" onClick={() => setAsked(null)}>
          {t('leave-guard-stay')}
        </Button>
        <Button
          theme="solid-orange"
          onClick={() => {
            setAsked(null);
            setLeaving(asked);
          }}
        >
          {t('leave-guard-leave')}
        </Button>
      </div>
    </Modal>
  );
}
