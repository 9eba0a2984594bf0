import {
  roommateMessageInitialValues,
  roommateMessageSchema,
  roommateMessageSchemaFor,
  roommateMessageSignedInSchema,
  toRoommateInquiry,
} from '../../../domain/validation/roommateMessage.ts';
import { validateForm } from '../../../domain/validation/validate.ts';
import { ROOMMATE_MESSAGE_MAX_LENGTH } from '../../../domain/constants.ts';

const valid = { name: 'Ив', email: 'iv@example.bg', phone: '12', message: 'Здр' };

describe('roommate message form', () => {
  it('starts empty and invalid', () => {
    expect(roommateMessageInitialValues).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(validateForm(roommateMessageSchema, roommateMessageInitialValues)).toEqual({
      name: 'error-required',
      email: 'error-required',
      phone: 'error-required',
      message: 'error-required',
    });
  });

  it('accepts a 2-character name, any phone and a 3-character message', () => {
    expect(validateForm(roommateMessageSchema, valid)).toEqual({});
    expect(validateForm(roommateMessageSchema, { ...valid, phone: '+44 20 7946 0000' })).toEqual({});
  });

  it('flags a 1-character name and a 2-character message', () => {
    expect(validateForm(roommateMessageSchema, { ...valid, name: 'И', message: 'Зд' })).toEqual({
      name: 'error-min-length',
      message: 'error-min-length',
    });
  });

  it('accepts a message as long as the server takes, and flags a longer one', () => {
    expect(validateForm(roommateMessageSchema, { ...valid, message: 'x'.repeat(ROOMMATE_MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(validateForm(roommateMessageSchema, { ...valid, message: 'x'.repeat(ROOMMATE_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: 'error-max-length',
    });
  });

  it("asks a visitor for an e-mail address, checks its form, and asks a signed-in writer for none", () => {
    expect(validateForm(roommateMessageSchema, { ...valid, email: 'не-адрес' })).toEqual({ email: 'error-email-format' });
    expect(validateForm(roommateMessageSchemaFor(false), { ...valid, email: '' })).toEqual({ email: 'error-required' });
    expect(roommateMessageSchemaFor(true)).toBe(roommateMessageSignedInSchema);
    expect(validateForm(roommateMessageSignedInSchema, { ...valid, email: '' })).toEqual({});
    expect(validateForm(roommateMessageSignedInSchema, roommateMessageInitialValues)).toEqual({
      name: 'error-required',
      phone: 'error-required',
      message: 'error-required',
    });
  });

  it("builds a visitor's inquiry with the route id and the e-mail address", () => {
    expect(toRoommateInquiry({ name: ' Иван ', email: ' ivan@example.bg ', phone: ' 0881234567 ', message: ' Здравей ' }, '17')).toEqual({
      ok: true,
      payload: { id: '17', name: 'Иван', email: 'ivan@example.bg', phone: '0881234567', message: 'Здравей' },
    });
  });

  it("builds a signed-in writer's inquiry without an e-mail address", () => {
    expect(toRoommateInquiry({ name: 'Иван', email: 'old@example.bg', phone: '0881234567', message: 'Здравей' }, '17', true)).toEqual({
      ok: true,
      payload: { id: '17', name: 'Иван', phone: '0881234567', message: 'Здравей' },
    });
    expect(toRoommateInquiry({ name: 'Иван', email: ' ', phone: '0881234567', message: 'Здравей' }, '17')).toEqual({
      ok: true,
      payload: { id: '17', name: 'Иван', phone: '0881234567', message: 'Здравей' },
    });
  });

  it.each([undefined, null, '', ' '])('answers error-try-again without a route id (%p)', (id) => {
    expect(toRoommateInquiry(valid, id)).toEqual({ ok: false, error: 'error-try-again' });
  });
});
