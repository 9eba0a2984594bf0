import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import type { CurrentUser } from '../../../src/api/account.ts';
import { FillContactFromUser } from '../../../src/ui/FillContactFromUser.tsx';
import { TextField } from '../../../src/ui/TextField.tsx';
import { renderWithProviders } from '../helpers/render.tsx';

const MARIA: CurrentUser = {
  id: 7,
  type: 'user',
  name: 'Мария Петрова',
  email: 'maria@domovik.test',
  phone: '0888412735',
  credits: 0,
  emailConfirmed: true,
  vendor: null,
  agency: null,
  currentMovePlanId: null,
};

function ContactForm({ user }: { user: CurrentUser | null }) {
  return (
    <Formik initialValues={{ name: '', email: '', phone: '' }} onSubmit={() => undefined}>
      <Form>
        <FillContactFromUser user={user} />
        <TextField name="name" label="Име" />
        <TextField name="email" label="Имейл" />
        <TextField name="phone" label="Телефон" />
      </Form>
    </Formik>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('FillContactFromUser', () => {
  it('fills the empty contact fields once the signed-in user is known, keeping what was typed', async () => {
    const { rerender, user } = renderWithProviders(<ContactForm user={null} />);
    await user.type(screen.getByLabelText('Телефон'), '0899111222');
    rerender(<ContactForm user={MARIA} />);
    expect(await screen.findByDisplayValue('maria@domovik.test')).toBeInTheDocument();
    expect(value('Име')).toBe('Мария Петрова');
    expect(value('Телефон')).toBe('0899111222');
  });

  it('does not fill a field again once the user emptied it', async () => {
    const { user } = renderWithProviders(<ContactForm user={MARIA} />);
    await screen.findByDisplayValue('Мария Петрова');
    await user.clear(screen.getByLabelText('Име'));
    await user.type(screen.getByLabelText('Имейл'), 'x');
    expect(value('Име')).toBe('');
  });
});
