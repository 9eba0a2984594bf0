/**
 * The contacts page (MSW at the network boundary, tests/src/helpers/blog.ts): the ways to reach
 * Domovik and the contact form with the domain's rules and the captcha's answer (its widget's
 * solving played, tests/src/helpers/captcha.ts); a send shows the loading notification,
 * then the success message with an empty form, or the error with what was typed kept and the
 * fields the server refused flagged.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SITE_CONTACT_EMAIL } from '../../../../domain/constants.ts';
import { solveCaptchaIn } from '../../helpers/captcha.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { blogCalls, blogState, resetBlogState } from '../../helpers/blog.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...blogCalls, ...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetBlogState();
});

async function openContacts(locale: 'bg' | 'en' = 'bg') {
  const rendered = renderShell({ route: locale === 'bg' ? '/kontakti' : '/contacts', locale });
  await screen.findByRole('heading', { level: 1, name: text('page-title-Contacts', locale) });
  return rendered;
}

const form = () => screen.getByRole('region', { name: text('content-contacts-form-title') });
const field = (key: string) => within(form()).getByRole('textbox', { name: text(key) });

async function fill(user: Awaited<ReturnType<typeof openContacts>>['user'], values: { name: string; email: string; message: string }) {
  await user.type(field('content-contacts-name'), values.name);
  await user.type(field('content-contacts-email'), values.email);
  await user.type(field('content-contacts-message'), values.message);
  await solveCaptchaIn(form());
}

describe('contacts page', () => {
  it('shows how to reach Domovik, under its own title', async () => {
    await openContacts();
    await waitFor(() => expect(document.title).toBe(`${text('page-title-Contacts')} · ${text('app-name')}`));
    expect(screen.getByRole('link', { name: SITE_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${SITE_CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: text('content-contacts-phone') })).toHaveAttribute('href', 'tel:+35924911020');
    expect(screen.getByText(text('content-contacts-address'))).toBeInTheDocument();
  });

  it('flags the empty fields and sends nothing', async () => {
    const { user } = await openContacts();
    await user.click(within(form()).getByRole('button', { name: text('content-contacts-submit') }));
    expect(await within(form()).findAllByText(text('error-required'))).toHaveLength(3);
    expect(field('content-contacts-name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('content-contacts-name')).toHaveFocus();
    await user.type(field('content-contacts-email'), 'ana.example.bg');
    await user.tab();
    expect(await within(form()).findByText(text('error-email-format'))).toBeInTheDocument();
    expect(blogState.contacts).toEqual([]);
  });

  it('sends the message trimmed, says it was sent and empties the form', async () => {
    const { user } = await openContacts();
    await fill(user, { name: ' Ана Петрова ', email: 'ana@example.bg', message: 'Доставяте ли до Банско?' });
    await user.click(within(form()).getByRole('button', { name: text('content-contacts-submit') }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(text('message-sent-successfully')));
    expect(blogState.contacts).toEqual([{ name: 'Ана Петрова', email: 'ana@example.bg', message: 'Доставяте ли до Банско?', code: 'solved-payload' }]);
    expect(field('content-contacts-name')).toHaveValue('');
    expect(field('content-contacts-message')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses a field, flags it and says so', async () => {
    server.use(
      http.post('/api/contact/general', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'email', message: 'Невалиден имейл адрес.' }] }, { status: 422 }),
      ),
    );
    const { user } = await openContacts();
    await fill(user, { name: 'Ана', email: 'ana@example.bg', message: 'Здравейте' });
    await user.click(within(form()).getByRole('button', { name: text('content-contacts-submit') }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent(text('error-please-fulfill-all-fields-with-valid-data')));
    await user.click(within(dialog).getByRole('button', { name: text('notification-ok') }));
    expect(field('content-contacts-email')).toHaveValue('ana@example.bg');
    expect(field('content-contacts-email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByText('Невалиден имейл адрес.')).toBeInTheDocument();
  });

  it('asks to try later when the server cannot answer, keeping the message', async () => {
    server.use(http.post('/api/contact/general', () => HttpResponse.error()));
    const { user } = await openContacts();
    await fill(user, { name: 'Ана', email: 'ana@example.bg', message: 'Здравейте' });
    await user.click(within(form()).getByRole('button', { name: text('content-contacts-submit') }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(text('error-please-try-again-later')));
    expect(field('content-contacts-message')).toHaveValue('Здравейте');
  });

  it('asks to try again when the captcha is not solved, sending nothing', async () => {
    const { user } = await openContacts();
    await user.type(field('content-contacts-name'), 'Ана');
    await user.type(field('content-contacts-email'), 'ana@example.bg');
    await user.type(field('content-contacts-message'), 'Здравейте');
    await user.click(within(form()).getByRole('button', { name: text('content-contacts-submit') }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(text('error-please-try-again-later')));
    expect(blogState.contacts).toEqual([]);
  });

  it('speaks English on the English site', async () => {
    await openContacts('en');
    expect(screen.getByText(text('content-contacts-lead', 'en'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('content-contacts-submit', 'en') })).toBeInTheDocument();
  });
});
