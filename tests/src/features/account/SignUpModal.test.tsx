import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { solveCaptchaIn } from '../../helpers/captcha.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { accountHandlers, createAccountState, deferred, renderAccount } from './harness.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

type User = ReturnType<typeof renderAccount>['user'];

const VALID = {
  name: 'Мария Иванова',
  phone: '0888123456',
  email: 'maria@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function fields(dialog: HTMLElement) {
  return {
    name: within(dialog).getByRole('textbox', { name: text('form-name') }),
    phone: within(dialog).getByRole('textbox', { name: text('form-phone') }),
    email: within(dialog).getByRole('textbox', { name: text('form-email') }),
    password: within(dialog).getByLabelText(text('form-password')),
    confirmPassword: within(dialog).getByLabelText(text('form-confirm-password')),
    terms: within(dialog).getByRole('checkbox', { name: /общите условия/ }),
    marketing: within(dialog).getByRole('checkbox', { name: text('sign-up-marketing-opt-in') }),
  };
}

async function openSignUp() {
  const result = renderAccount();
  await result.user.click(screen.getByRole('button', { name: 'open signUp' }));
  const dialog = await screen.findByRole('dialog', { name: text('sign-up-modal-title') });
  return { ...result, dialog };
}

/** Types the valid values, ticks what is asked and solves the captcha (unless `solved` is false). */
async function fill(user: User, dialog: HTMLElement, { terms = true, marketing = false, solved = true } = {}) {
  const f = fields(dialog);
  await user.type(f.name, VALID.name);
  await user.type(f.phone, VALID.phone);
  await user.type(f.email, VALID.email);
  await user.type(f.password, VALID.password);
  await user.type(f.confirmPassword, VALID.confirmPassword);
  if (terms) await user.click(f.terms);
  if (marketing) await user.click(f.marketing);
  if (solved) await solveCaptchaIn(dialog);
}

async function submit(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: text('sign-up-submit') }));
}

describe('SignUpModal', () => {
  it('links to the terms and the privacy policy', async () => {
    const { dialog } = await openSignUp();
    expect(within(dialog).getByRole('link', { name: 'общите условия' })).toHaveAttribute('href', '/obshti-usloviya');
    expect(within(dialog).getByRole('link', { name: 'политиката за поверителност' })).toHaveAttribute('href', '/poveritelnost');
  });

  it('asks to accept the terms and sends nothing while they are unticked', async () => {
    const { user, dialog } = await openSignUp();
    await fill(user, dialog, { terms: false });
    await submit(user, dialog);
    const terms = fields(dialog).terms;
    await waitFor(() => expect(terms).toHaveAccessibleDescription(text('sign-up-modal-error-accept-terms')));
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(state.requests).toEqual([]);
  });

  it('flags every empty field and sends nothing', async () => {
    const { user, dialog } = await openSignUp();
    await submit(user, dialog);
    const f = fields(dialog);
    await waitFor(() => expect(f.name).toHaveAttribute('aria-invalid', 'true'));
    for (const input of [f.phone, f.email, f.password, f.confirmPassword]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(text('error-required')));
    }
    expect(state.requests).toEqual([]);
  });

  it('registers: loading message without a close control, then the success message, then a blank form', async () => {
    const answer = deferred();
    server.use(
      http.post('/api/user', async ({ request }) => {
        state.requests.push({ method: 'POST', path: '/api/user', body: await request.json() });
        await answer.promise;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openSignUp();
    await fill(user, dialog, { marketing: true });
    await submit(user, dialog);

    const loading = await screen.findByRole('dialog', { name: text('notification-title-loading') });
    expect(within(loading).getByRole('status')).toHaveTextContent(text('notification-sending'));
    expect(within(loading).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text('sign-up-modal-title') })).not.toBeInTheDocument();

    answer.resolve();
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('sign-up-success-message'));
    // The marketing opt-in stays in the form: only the four payload fields and the captcha's answer are sent.
    expect(state.requests).toEqual([
      { method: 'POST', path: '/api/user', body: { name: VALID.name, phone: VALID.phone, email: VALID.email, password: VALID.password, code: 'solved-payload' } },
    ]);

    await user.click(within(success).getByRole('button', { name: text('notification-ok') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open signUp' }));
    const again = fields(await screen.findByRole('dialog', { name: text('sign-up-modal-title') }));
    expect(again.name).toHaveValue('');
    expect(again.email).toHaveValue('');
    expect(again.terms).not.toBeChecked();
  });

  it('on validation_failed says so and highlights the fields, confirmPassword and password both', async () => {
    server.use(
      http.post('/api/user', () =>
        HttpResponse.json(
          { message: 'validation_failed', errors: [{ property: 'confirmPassword', message: 'Паролите не съвпадат.' }] },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openSignUp();
    await fill(user, dialog);
    await submit(user, dialog);

    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-please-fulfill-all-fields-with-valid-data'));

    // Back to the form: what was typed is still there and the rejected fields are highlighted.
    await user.click(within(notification).getByRole('button', { name: text('notification-back') }));
    const form = fields(await screen.findByRole('dialog', { name: text('sign-up-modal-title') }));
    expect(form.name).toHaveValue(VALID.name);
    expect(form.terms).toBeChecked();
    expect(form.confirmPassword).toHaveAttribute('aria-invalid', 'true');
    expect(form.confirmPassword).toHaveAccessibleDescription('Паролите не съвпадат.');
    expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows another server message as it comes (already translated)', async () => {
    server.use(http.post('/api/user', () => HttpResponse.json({ message: text('error-too-many-requests') }, { status: 429 })));
    const { user, dialog } = await openSignUp();
    await fill(user, dialog);
    await submit(user, dialog);
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-too-many-requests'));
  });

  it('without an answer asks to try again later', async () => {
    server.use(http.post('/api/user', () => HttpResponse.error()));
    const { user, dialog } = await openSignUp();
    await fill(user, dialog);
    await submit(user, dialog);
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-please-try-again-later'));
  });

  it('says to try again, keeping what was typed and sending nothing, when the captcha is not solved', async () => {
    const { user, dialog } = await openSignUp();
    await fill(user, dialog, { solved: false });
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error-try-again'));
    expect(fields(dialog).email).toHaveValue(VALID.email);
    expect(state.requests.filter((request) => request.path === '/api/user')).toEqual([]);
  });

  it('"log in" opens the login modal and closes this one', async () => {
    const { user, dialog } = await openSignUp();
    await user.click(within(dialog).getByRole('button', { name: text('sign-up-login-link') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text('sign-up-modal-title') })).not.toBeInTheDocument();
  });
});
