import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { FormikValues } from 'formik';

export interface BindFormResetProps<V extends FormikValues> {
  /** The flow's registration (useFormFlow().bindReset). */
  bind: (reset: (() => void) | null) => void;
  /** The blank form the reset goes back to. */
  blank: V;
}

/** Inside <Formik>: lets a submit flow reset this form (to blank, not to the saved values). */
export function BindFormReset<V extends FormikValues>({ bind, blank }: BindFormResetProps<V>) {
  const { resetForm } = useFormikContext<V>();
  useEffect(() => {
    bind(() => resetForm({ values: blank, errors: {}, touched: {} }));
    return () => bind(null);
  }, [bind, resetForm, blank]);
  return null;
}

/** Formik's initialTouched for the fields that carry an error, so those errors show at once. */
export function touchedFor(errors: Readonly<Record<string, string>>): Record<string, boolean> {
  return Object.fromEntries(Object.keys(errors).map((field) => [field, true]));
}
