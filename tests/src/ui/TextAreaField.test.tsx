import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { ERROR_KEYS } from '../../../domain/validation/fields.ts';
import { TextAreaField } from '../../../src/ui/TextAreaField.tsx';
import { renderWithProviders } from '../helpers/render.tsx';

function TestForm({ onSubmit }: { onSubmit: (values: { note: string }) => void }) {
  return (
    <Formik initialValues={{ note: '' }} validationSchema={object({ note: string().required(ERROR_KEYS.required) })} onSubmit={onSubmit}>
      <Form noValidate>
        <TextAreaField name="note" label="Бележка" hint="Няколко реда." maxLength={500} required />
        <button type="submit">Изпрати</button>
      </Form>
    </Formik>
  );
}

describe('TextAreaField', () => {
  it('labels a multi-line text with its hint and limit, and keeps the line breaks typed', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const note = screen.getByRole('textbox', { name: 'Бележка' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('maxLength', '500');
    expect(note).toBeRequired();
    expect(note).toHaveAccessibleDescription('Няколко реда.');
    await user.type(note, 'Първи ред{Enter}Втори ред');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    expect(onSubmit).toHaveBeenCalledWith({ note: 'Първи ред\nВтори ред' }, expect.anything());
  });
});
