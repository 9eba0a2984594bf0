import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { accountHandlers, createAccountState, renderAccount } from './harness.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

async function openForgotten() {
  const result = renderAccount();
  await result.user.click(screen.getByRole('button', { name: 'open forgottenPassword' }));
  const dialog = await screen.findByRole('dialog', { name: text('forgotten-password-modal-title') });
  return { ...result, dialog, email: within(dialog).getByRole('textbox', { name: text('form-email') }) };
}

describe('ForgottenPasswordModal', () => {
  it('flags a short or malformed address and sends nothing', async () => {
    const { user, dialog, email } = await openForgotten();
    await user.type(email, 'a@b.c');
    await user.click(within(dialog).getByRole('button', { name: text('forgotten-password-submit') }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(text('error-email-format')));
    expect(state.requests).toEqual([]);
  });

  it('asks for a reset link and says that it is on its way', async () => {
    const { user, dialog, email } = await openForgotten();
    await user.type(email, 'maria@example.com');
    await user.click(within(dialog).getByRole('button', { name: text('forgotten-password-submit') }));
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('password-change-success-message'));
    expect(state.requests).toEqual([
      { method: 'POST', path: '/api/user/forgotten-password/request', body: { email: 'maria@example.com' } },
    ]);
  });

  it('on a failure shows the generic error-try-again', async () => {
    server.use(http.post('/api/user/forgotten-password/request', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const { user, dialog, email } = await openForgotten();
    await user.type(email, 'maria@example.com');
    await user.click(within(dialog).getByRole('button', { name: text('forgotten-password-submit') }));
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-try-again'));
  });

  it('leads back to the login modal', async () => {
    const { user, dialog } = await openForgotten();
    await user.click(within(dialog).getByRole('button', { name: text('forgotten-password-back-to-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });
});
