import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

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
