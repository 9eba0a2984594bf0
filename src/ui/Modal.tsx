import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { MODAL_MAX_WIDTH_PX } from '../../domain/constants.ts';
import { tabbableIn } from './focus.ts';
import styles from './Modal.module.css';

export type ModalSize = 'regular' | 'large';

export const MODAL_SIZE_CLASS: Readonly<Record<ModalSize, string | undefined>> = {
  regular: styles.regular,
  large: styles.large,
};

export interface ModalProps {
  /** The dialog's name: shown as its heading and used as its accessible label. */
  title: ReactNode;
  /** 'regular' is at most MODAL_MAX_WIDTH_PX (420px) wide; 'large' is for pictures and lists. */
  size?: ModalSize;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** false: no close button, and Escape and the backdrop do nothing (a loading message). */
  closable?: boolean;
  /** Show the close button (default: when closable). Escape and the backdrop still close a closable modal. */
  closeButton?: boolean;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

interface OpenModal {
  dialog: HTMLElement;
  /** The dialog's onClose and closable, as they are now (for the browser's Back). */
  close: () => void;
  closable: () => boolean;
  /** Where focus goes back on close: the element focused before it opened... */
  returnTo: Element | null;
  /** ...or, when that element was inside a dialog that has closed meanwhile, where that one returned. */
  fallback: Element | null;
}

/** The open dialogs, innermost last: only the last one answers Escape and traps Tab. */
const openModals: OpenModal[] = [];

/** The dialog that closed last, for a dialog that replaces it. */
let lastClosed: OpenModal | null = null;

/** What this module made inert (never an element something else made inert). */
const madeInert = new Set<Element>();

/**
 * Everything beside the topmost dialog's backdrop is inert while it is open (the page, a dialog
 * under it): neither reachable nor clickable nor read by assistive technology, as aria-modal
 * says, and what a page checker such as axe sees as outside the dialog.
 */
function keepOutsideInert(): void {
  const top = openModals.at(-1)?.dialog.parentElement ?? null;
  for (const element of madeInert) {
    if (element === top || top === null) {
      element.removeAttribute('inert');
      madeInert.delete(element);
    }
  }
  if (top === null) return;
  for (const element of document.body.children) {
    if (element !== top && !element.hasAttribute('inert') && !(element instanceof HTMLScriptElement)) {
      element.setAttribute('inert', '');
      madeInert.add(element);
    }
  }
}

/**
 * The browser's Back closes the topmost dialog instead of leaving the page (issue 22): while any
 * dialog is open, one history entry of the same address stands for them. Closing the last one by
 * its button, Escape or the app takes that entry away again, so a later Back leaves the page in
 * one step; a page opened from a dialog takes the entry's place. The router never sees these
 * steps: the entry carries the router's own state, and its popstate events stop here.
 */
const DIALOG_ENTRY_KEY = 'domovikDialog';
/** The id of the dialogs' entry while it is in the history, else null. */
let dialogEntry: string | null = null;
/** The address of the dialogs' entry, the page's the dialogs opened on. */
let entryAddress = '';
let entryCount = 0;
/** Our own history.back() that removes the entry: its popstate is ours alone. */
let leavingEntry = false;
let syncScheduled = false;
let pushEntry: History['pushState'] | null = null;

function here(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function onDialogEntry(): boolean {
  const state: unknown = window.history.state;
  return dialogEntry !== null && typeof state === 'object' && state !== null && DIALOG_ENTRY_KEY in state && state[DIALOG_ENTRY_KEY] === dialogEntry;
}

function withEntry(state: unknown, id: string): object {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [DIALOG_ENTRY_KEY]: id };
}

/** Adds the dialogs' entry while one is open, removes it when none is left. */
function syncHistory(): void {
  syncScheduled = false;
  if (leavingEntry || pushEntry === null) return;
  if (openModals.length > 0 && dialogEntry === null) {
    entryCount += 1;
    dialogEntry = `${Date.now()}-${entryCount}`;
    pushEntry(withEntry(window.history.state, dialogEntry), '');
    entryAddress = here();
  } else if (openModals.length === 0 && dialogEntry !== null) {
    const onEntry = onDialogEntry();
    dialogEntry = null;
    if (onEntry) {
      leavingEntry = true;
      window.history.back();
    }
  }
}

/** After the commit: a dialog replacing another one (login, then sign-up) keeps the entry. */
function scheduleHistorySync(): void {
  installHistoryHooks();
  if (syncScheduled) return;
  syncScheduled = true;
  queueMicrotask(syncHistory);
}

function onPopState(event: PopStateEvent): void {
  if (leavingEntry) {
    leavingEntry = false;
    event.stopImmediatePropagation();
    syncHistory();
    return;
  }
  if (dialogEntry === null || onDialogEntry()) return;
  dialogEntry = null;
  const top = openModals.at(-1);
  if (here() === entryAddress && top?.closable()) {
    // Back from the dialogs' entry to the page under them: the router need not hear of it.
    event.stopImmediatePropagation();
    top.close();
  } else {
    // A jump elsewhere is the router's; a dialog that stays open gets its entry again.
    if (here() === entryAddress) event.stopImmediatePropagation();
    scheduleHistorySync();
  }
}

function installHistoryHooks(): void {
  if (pushEntry !== null) return;
  const { history } = window;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  pushEntry = push;
  // Capture: before the router's own listener, which must not see the dialogs' steps.
  window.addEventListener('popstate', onPopState, true);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (!onDialogEntry()) return push(state, unused, url);
    // A page opened from a dialog replaces the dialogs' entry: Back goes to the page it was on.
    dialogEntry = null;
    replace(state, unused, url);
    scheduleHistorySync();
  };
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (dialogEntry === null || !onDialogEntry()) return replace(state, unused, url);
    replace(withEntry(state, dialogEntry), unused, url);
    entryAddress = here();
  };
}

function isTopmost(dialog: HTMLElement): boolean {
  return openModals.at(-1)?.dialog === dialog;
}

function focusElement(element: Element | null): boolean {
  if (element instanceof HTMLElement && element.isConnected) {
    element.focus();
    return document.activeElement === element;
  }
  return false;
}

/**
 * The shared dialog (product §2 "Modals"): role="dialog" aria-modal, labelled by its title, rendered
 * in a portal to document.body. Focus moves into it on open, cycles inside it with Tab and
 * Shift+Tab, and returns to the element focused before when it closes. The browser's Back closes
 * it (a dialog that is not closable stays).
 */
export function Modal({
  title,
  size = 'regular',
  onClose,
  closable = true,
  closeButton = closable,
  hideTitle = false,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const closableRef = useRef(closable);
  // Read during the first render, before this dialog (or its autofocus) can take the focus.
  const [previouslyFocused] = useState<Element | null>(() => (typeof document === 'undefined' ? null : document.activeElement));

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closableRef.current = closable;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const owner = openModals.find((entry) => previouslyFocused !== null && entry.dialog.contains(previouslyFocused));
    const entry: OpenModal = {
      dialog,
      close: () => onCloseRef.current(),
      closable: () => closableRef.current,
      returnTo: previouslyFocused,
      fallback: owner ? (owner.returnTo ?? owner.fallback) : null,
    };
    // A dialog replacing one that closed in the same commit (login -> sign up) goes back where that one would have.
    if (entry.fallback === null && lastClosed !== null && previouslyFocused !== null && lastClosed.dialog.contains(previouslyFocused)) {
      entry.fallback = lastClosed.returnTo ?? lastClosed.fallback;
    }
    openModals.push(entry);
    keepOutsideInert();
    scheduleHistorySync();

    const first = tabbableIn(bodyRef.current ?? dialog)[0] ?? tabbableIn(dialog)[0];
    (first ?? dialog).focus();

    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    return () => {
      body.style.overflow = previousOverflow;
      const index = openModals.indexOf(entry);
      if (index >= 0) openModals.splice(index, 1);
      keepOutsideInert();
      scheduleHistorySync();
      lastClosed = entry;
      // Only when focus was inside this dialog (or has fallen to the body) is it ours to move.
      const active = document.activeElement;
      if (active === null || active === document.body || dialog.contains(active) || !active.isConnected) {
        if (!focusElement(entry.returnTo)) focusElement(entry.fallback);
      }
      // A dialog that opened from this one keeps a way back once this one is gone.
      for (const other of openModals) {
        if (other.returnTo !== null && dialog.contains(other.returnTo)) {
          other.fallback = entry.returnTo ?? entry.fallback;
        }
      }
    };
  }, [previouslyFocused]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const dialog = dialogRef.current;
      if (dialog === null || !isTopmost(dialog)) return;
      if (event.key === 'Escape') {
        if (!closableRef.current) return;
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(dialog);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      if (first === undefined || last === undefined) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = active === null || !dialog.contains(active) || active === dialog;
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onBackdropMouseDown = (event: ReactMouseEvent<HTMLDivElement>): void => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>): void => {
    // A press that starts inside the dialog and ends outside (selecting text) is not a close.
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (event.target !== event.currentTarget || !startedHere || !closable) return;
    onClose();
  };

  const classes = clsx(styles.dialog, MODAL_SIZE_CLASS[size], className);

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-modal-backdrop="">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes}
        style={size === 'regular' ? { maxWidth: MODAL_MAX_WIDTH_PX } : undefined}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {closable && closeButton && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal-close')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** A dialog's row of buttons (cancel first, then the action), at its end. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
