/**
 * What a settings form says after it is sent: "saved" in a polite live region, or why not (the
 * server's message, or a generic one), with the fields the server refused marked in the form.
 * What was typed stays in the form after a failure.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessage } from '../../api/errors.ts';
import { translateMessage } from '../../ui/translateMessage.ts';
import styles from './settings.module.css';

/** The Formik helpers that mark the fields the server refused. */
interface FieldMarks {
  setErrors: (errors: Record<string, string>) => void;
  setTouched: (touched: Record<string, boolean>, validate?: boolean) => unknown;
}

type Outcome = { kind: 'saved'; message: string } | { kind: 'failed'; message: string } | null;

export function useSave() {
  const translator = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** Runs the call; answers whether it succeeded (then `saved` shows). */
  async function save(call: () => Promise<unknown>, helpers: FieldMarks, saved: string): Promise<boolean> {
    setOutcome(null);
    try {
      await call();
      setOutcome({ kind: 'saved', message: translator.t(saved) });
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      helpers.setErrors(fields);
      void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
      const message = serverMessage(error);
      setOutcome({
        kind: 'failed',
        message: message
          ? translateMessage(translator, message)
          : translator.t(Object.keys(fields).length > 0 ? 'error-please-fulfill-all-fields-with-valid-data' : 'error-please-try-again-later'),
      });
      return false;
    }
  }

  return { outcome, save, clear: () => setOutcome(null) };
}

/** The live regions are always there, so screen readers hear what appears in them. */
export function SaveStatus({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className={outcome?.kind === 'saved' ? styles.saved : styles.silent}>
        {outcome?.kind === 'saved' ? outcome.message : ''}
      </p>
      <p role="alert" className={outcome?.kind === 'failed' ? styles.failed : styles.silent}>
        {outcome?.kind === 'failed' ? outcome.message : ''}
      </p>
    </>
  );
}
