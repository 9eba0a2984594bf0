/**
 * The draft of a new listing's form (a property, a product, a flatmate offer): what the user
 * fills in is kept in local storage, per user and form, while it differs from the empty form;
 * opening the form again brings it back with a notice and a "Discard draft" button. The owner
 * of the form clears the draft once the listing is saved. Pictures are left out: their data
 * URLs would soon fill the few megabytes local storage has.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../machines/AppMachines.tsx';
import { Button } from './Button.tsx';
import styles from './FormDraft.module.css';

export interface FormDraftHandle {
  /** The local storage key of the signed-in user's draft of this form, or null (signed out, or not a new listing). */
  storageKey: string | null;
  /** Forgets the draft (after a save). */
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked storage: no drafts, the form works all the same.
  }
}

/** The draft of form `form` (null: this form keeps none, e.g. when it edits a saved listing). */
export function useFormDraft(form: string | null): FormDraftHandle {
  const { user } = useAuth();
  const storageKey = form !== null && user !== null ? `domovik-draft:${form}:${user.id}` : null;
  return { storageKey, clear: () => (storageKey !== null ? storage()?.removeItem(storageKey) : undefined) };
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Inside the Formik form: restores, keeps and discards the draft stored under `storageKey`. */
export function FormDraft({ storageKey, omit }: { storageKey: string | null; omit: readonly string[] }) {
  const { t } = useTranslation();
  const { values, dirty, initialValues, setValues, resetForm } = useFormikContext<Record<string, unknown>>();
  // Read before the first save below could overwrite it.
  const [draft] = useState(() => (storageKey === null ? null : readDraft(storageKey)));
  const [notice, setNotice] = useState<'restored' | 'discarded' | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (draft === null) return;
    // Only the fields the form has, and never pictures; the rest stays as the form starts.
    const known = Object.fromEntries(Object.entries(draft).filter(([name]) => name in initialValues && !omit.includes(name)));
    void setValues({ ...initialValues, ...known }, false);
    setNotice('restored');
    // Once, when the form opens.
  }, []);

  useEffect(() => {
    const store = storage();
    if (storageKey === null || store === null) return;
    if (!dirty) {
      store.removeItem(storageKey);
      return;
    }
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
    try {
      store.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // Storage full: the draft is not kept, the form works all the same.
    }
  }, [storageKey, values, dirty, omit]);

  if (notice === null) return null;
  return (
    <div ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
      <p className={styles.text}>{t(notice === 'restored' ? 'form-draft-restored' : 'form-draft-discarded')}</p>
      {notice === 'restored' && (
        <Button
          theme="outline-grey"
          size="small"
          onClick={() => {
            resetForm();
            setNotice('discarded');
            // The button goes away: the notice that replaced it keeps the focus.
            noticeRef.current?.focus();
          }}
        >
          {t('form-draft-discard')}
        </Button>
      )}
    </div>
  );
}
