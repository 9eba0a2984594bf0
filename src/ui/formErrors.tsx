/** Pieces every Formik form uses to show its errors: the server's, and the first one to fix. */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/** Formik's initialTouched for the fields that carry an error, so those errors show at once. */
export function touchedFor(errors: Readonly<Record<string, string>>): Record<string, boolean> {
  return Object.fromEntries(Object.keys(errors).map((field) => [field, true]));
}

/**
 * Inside a <Formik> form: after a submit that validation stopped, focus goes to the first
 * flagged field, so keyboard and screen-reader users land on what needs fixing.
 */
export function FocusFirstError() {
  const { submitCount, isValidating, isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === handled.current || isValidating || isSubmitting || !hasErrors) return;
    handled.current = submitCount;
    const invalid = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isValidating, isSubmitting, hasErrors]);

  return <span ref={marker} hidden />;
}
