import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { boolean, object, string } from 'yup';
import { TEXT_INPUT_DEFAULT_MAX_LENGTH } from '../../../domain/constants.ts';
import { BG_MOBILE_PHONE_PATTERN, ERROR_KEYS, phoneRules } from '../../../domain/validation/fields.ts';
import { Checkbox } from '../../../src/ui/Checkbox.tsx';
import { TextAreaField } from '../../../src/ui/TextAreaField.tsx';
import { TextField } from '../../../src/ui/TextField.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

const schema = object({
  name: string().required(ERROR_KEYS.required),
  phone: phoneRules(),
  agree: boolean().oneOf([true], ERROR_KEYS.acceptTerms),
});

function TestForm({ onSubmit = () => {}, initialErrors = {} }: { onSubmit?: () => void; initialErrors?: Record<string, string> }) {
  return (
    <Formik
      initialValues={{ name: '', phone: '', agree: false }}
      initialErrors={initialErrors}
      initialTouched={Object.fromEntries(Object.keys(initialErrors).map((key) => [key, true]))}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextField name="name" label="Име" />
        <TextField name="phone" type="tel" label="Телефон" />
        <Checkbox name="agree" label="Съгласен съм" />
        <button type="submit">Изпрати</button>
      </Form>
    </Formik>
  );
}

describe('TextField and Checkbox', () => {
  it('label their inputs, limit text to 999 characters and show the phone hint and pattern', () => {
    renderWithProviders(<TestForm />);
    const name = screen.getByRole('textbox', { name: 'Име' });
    expect(name).toHaveAttribute('maxLength', String(TEXT_INPUT_DEFAULT_MAX_LENGTH));
    expect(name).toHaveAttribute('aria-invalid', 'false');
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('pattern', BG_MOBILE_PHONE_PATTERN.source);
    expect(phone).toHaveAccessibleDescription(text('input-phone-hint'));
    expect(screen.getByRole('checkbox', { name: 'Съгласен съм' })).not.toBeChecked();
  });

  it('show translated errors after a submit, with aria-invalid and aria-describedby', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));

    const name = screen.getByRole('textbox', { name: 'Име' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(text('error-required'));
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(`${text('input-phone-hint')} ${text('error-phone-format')}`);
    const agree = screen.getByRole('checkbox', { name: 'Съгласен съм' });
    expect(agree).toHaveAccessibleDescription(text('sign-up-modal-error-accept-terms'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(agree);
    expect(agree).toBeChecked();
    expect(agree).not.toHaveAccessibleDescription();
  });

  it('show a message that is not a key (a server text) as it is', () => {
    renderWithProviders(<TestForm initialErrors={{ name: 'Името е заето.' }} />);
    expect(screen.getByRole('textbox', { name: 'Име' })).toHaveAccessibleDescription('Името е заето.');
  });
});

describe('TextAreaField', () => {
  function Message({ initialErrors = {} }: { initialErrors?: Record<string, string> }) {
    return (
      <Formik
        initialValues={{ message: '' }}
        initialErrors={initialErrors}
        initialTouched={Object.fromEntries(Object.keys(initialErrors).map((key) => [key, true]))}
        validationSchema={object({ message: string().required(ERROR_KEYS.required) })}
        onSubmit={() => {}}
      >
        <Form noValidate>
          <TextAreaField name="message" label="Съобщение" hint="До 999 знака." rows={3} maxLength={999} required />
          <button type="submit">Изпрати</button>
        </Form>
      </Formik>
    );
  }

  it('labels a multi-line text, describes it by its hint, and shows its translated error after a submit', async () => {
    const { user } = renderWithProviders(<Message />);
    const message = screen.getByRole('textbox', { name: 'Съобщение' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '3');
    expect(message).toBeRequired();
    expect(message).toHaveAccessibleDescription('До 999 знака.');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(`До 999 знака. ${text(ERROR_KEYS.required)}`);
    await user.type(message, 'Първи ред{Enter}втори ред');
    expect(message).toHaveValue('Първи ред\nвтори ред');
    expect(message).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a server text as it is', () => {
    renderWithProviders(<Message initialErrors={{ message: 'Съобщението е твърде дълго.' }} />);
    expect(screen.getByText('Съобщението е твърде дълго.')).toBeInTheDocument();
  });
});
