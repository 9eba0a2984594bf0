import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { accountHandlers, createAccountState, currentAddress, renderAccount } from './harness.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

type User = ReturnType<typeof renderAccount>['user'];

function passwordFields(dialog: HTMLElement) {
  return {
    password: within(dialog).getByLabelText(text('form-new-password')),
    password2: within(dialog).getByLabelText(text('form-repeat-new-password')),
    submit: within(dialog).getByRole('button', { name: text('password-change-submit') }),
  };
}

async function changePassword(user: User, dialog: HTMLElement, password: string, password2 = password) {
  const f = passwordFields(dialog);
  if (password !== '') await user.type(f.password, password);
  if (password2 !== '') await user.type(f.password2, password2);
  await user.click(f.submit);
}

describe('PasswordChangeModal', () => {
  it('opens by itself from the reset link (Index with ?token=...)', async () => {
    renderAccount({ route: '/?token=reset-123' });
    expect(await screen.findByRole('dialog', { name: text('password-change-modal-title') })).toBeInTheDocument();
  });

  it('without a token shows error-try-again and sends nothing', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'open passChange' }));
    const dialog = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    await changePassword(user, dialog, 'new-secret');
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-try-again'));
    expect(state.requests).toEqual([]);
  });

  it('flags a short password and a different repetition, and sends nothing', async () => {
    const { user } = renderAccount({ route: '/?token=reset-123' });
    const dialog = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    await changePassword(user, dialog, '12345', '54321');
    const f = passwordFields(dialog);
    await waitFor(() => expect(f.password).toHaveAccessibleDescription(text('error-password-min-length')));
    expect(f.password2).toHaveAccessibleDescription(text('error-passwords-do-not-match'));
    expect(state.requests).toEqual([]);
  });

  it('sends the token and the password, says so, drops the token from the address and leads to login', async () => {
    const { user } = renderAccount({ route: '/?token=reset-123' });
    const dialog = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    await changePassword(user, dialog, 'new-secret');

    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('password-updated-successfully'));
    expect(state.requests).toEqual([
      { method: 'POST', path: '/api/user/forgotten-password/confirmation', body: { token: 'reset-123', password: 'new-secret' } },
    ]);
    expect(currentAddress()).toBe('/');

    await user.click(within(success).getByRole('button', { name: text('notification-go-to-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });

  it('opened with a token (not in the address), sends that token', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'open passChange with a token' }));
    const dialog = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    await changePassword(user, dialog, 'new-secret');
    await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(state.requests).toEqual([
      { method: 'POST', path: '/api/user/forgotten-password/confirmation', body: { token: 'token-in-payload', password: 'new-secret' } },
    ]);
  });

  it('on a failure shows error-try-again (not the server text) and keeps what was typed', async () => {
    server.use(
      http.post('/api/user/forgotten-password/confirmation', () =>
        HttpResponse.json({ message: text('error-invalid-or-expired-link') }, { status: 400 }),
      ),
    );
    const { user } = renderAccount({ route: '/?token=old' });
    const dialog = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    await changePassword(user, dialog, 'new-secret');
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-try-again'));

    await user.click(within(notification).getByRole('button', { name: text('notification-back') }));
    const again = await screen.findByRole('dialog', { name: text('password-change-modal-title') });
    expect(passwordFields(again).password).toHaveValue('new-secret');
  });
});
