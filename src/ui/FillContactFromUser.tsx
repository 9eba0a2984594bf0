/**
 * Inside a Formik form with name, e-mail and phone fields: fills those still empty with the
 * signed-in user's once the user is known. The user check may end after the form appears (the
 * machines load in their own chunk), so the form's initial values may not have them;
 * what was typed stays, and a field emptied later is not filled again.
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { CurrentUser } from '../api/account.ts';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

export function FillContactFromUser({ user }: { user: CurrentUser | null }) {
  const { values, setFieldValue } = useFormikContext<ContactValues>();
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (user === null || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const contact: ContactValues = { name: user.name, email: user.email, phone: user.phone ?? '' };
    for (const field of CONTACT_FIELDS) {
      if (values[field] === '' && contact[field] !== '') void setFieldValue(field, contact[field], false);
    }
  }, [user, values, setFieldValue]);
  return null;
}
