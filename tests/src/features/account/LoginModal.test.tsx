import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isInAppSocialBrowser } from '../../../../src/features/account/LoginModal.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { accountHandlers, createAccountState, currentAddress, deferred, renderAccount, userOfType } from './harness.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

async function openLogin() {
  const result = renderAccount();
  await result.user.click(screen.getByRole('button', { name: 'open login' }));
  const dialog = await screen.findByRole('dialog', { name: text('login-modal-title') });
  return { ...result, dialog };
}

async function fillAndSubmit(user: ReturnType<typeof renderAccount>['user'], email: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: text('login-modal-title') });
  if (email !== '') await user.type(within(dialog).getByRole('textbox', { name: text('form-email') }), email);
  if (password !== '') await user.type(within(dialog).getByLabelText(text('form-password')), password);
  await user.click(within(dialog).getByRole('button', { name: text('login-submit') }));
}

describe('isInAppSocialBrowser', () => {
  it('spots Facebook in-app browsers by FBAN or FBAV', () => {
    expect(isInAppSocialBrowser('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBDV/iPhone13,2]')).toBe(true);
    expect(isInAppSocialBrowser('Mozilla/5.0 (Linux; Android 14) [FB_IAB/FB4A;FBAV/450.0.0.0]')).toBe(true);
    expect(isInAppSocialBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isInAppSocialBrowser('')).toBe(false);
  });
});

describe('LoginModal', () => {
  it('flags a bad e-mail and a 5-character password and sends nothing', async () => {
    const { user, dialog } = await openLogin();
    await fillAndSubmit(user, 'not-an-email', '12345');

    const email = within(dialog).getByRole('textbox', { name: text('form-email') });
    const password = within(dialog).getByLabelText(text('form-password'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(text('error-email-format'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(text('error-password-min-length'));
    expect(email).toHaveFocus();
    expect(state.requests).toEqual([]);
  });

  it('on a wrong password says so in the login form, which keeps the e-mail', async () => {
    server.use(
      http.post('/api/auth', () => HttpResponse.json({ message: 'Грешно потребителско име или парола' }, { status: 401 })),
    );
    const { user, dialog } = await openLogin();
    await fillAndSubmit(user, 'maria@example.com', 'wrong-password');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text('wrong-username-or-password'));
    expect(screen.getByRole('dialog', { name: text('login-modal-title') })).toBe(dialog);
    expect(screen.queryByRole('dialog', { name: text('notification-title-error') })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: text('form-email') })).toHaveValue('maria@example.com');
    expect(alert.closest('form')).toHaveAccessibleDescription(text('wrong-username-or-password'));
    expect(currentAddress()).toBe('/');
  });

  it('shows another server message (unconfirmed e-mail) as it is, in the form', async () => {
    server.use(
      http.post('/api/auth', () => HttpResponse.json({ message: text('error-email-not-confirmed') }, { status: 403 })),
    );
    const { user, dialog } = await openLogin();
    await fillAndSubmit(user, 'maria@example.com', 'secret1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error-email-not-confirmed'));
    expect(within(dialog).getByRole('textbox', { name: text('form-email') })).toHaveValue('maria@example.com');
  });

  it('shows the loading state on the submit button while signing in', async () => {
    const answer = deferred();
    server.use(
      http.post('/api/auth', async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'Грешно потребителско име или парола' }, { status: 401 });
      }),
    );
    const { user, dialog } = await openLogin();
    await fillAndSubmit(user, 'maria@example.com', 'secret1');
    const submit = within(dialog).getByRole('button', { name: text('login-submit') });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toBeDisabled();
    answer.resolve();
    await within(dialog).findByRole('alert');
  });

  it('takes a vendor to VendorDashboard and closes the modal', async () => {
    state.signInAs = userOfType('vendor');
    const { user } = await openLogin();
    await fillAndSubmit(user, '  vendor@example.com ', 'secret1');
    await waitFor(() => expect(currentAddress()).toBe('/profil/targovets/tablo'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'POST', path: '/api/auth', body: { email: 'vendor@example.com', password: 'secret1' } }]);
  });

  it.each(['user', 'agency'] as const)('takes a %s to AgencyDashboard', async (type) => {
    state.signInAs = userOfType(type);
    const { user } = await openLogin();
    await fillAndSubmit(user, `${type}@example.com`, 'secret1');
    await waitFor(() => expect(currentAddress()).toBe('/profil/tablo'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Google sign-in, which says so when it is not set up (no credential, no call)', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: text('login-with-google') }));
    const notification = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(notification).getByRole('alert')).toHaveTextContent(text('error-google-not-configured'));
    expect(state.requests).toEqual([]);
  });

  it.each(['FBAN/FBIOS', 'FBAV/450.0'])('hides the Google button in an in-app browser (%s)', async (marker) => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 (iPhone) [${marker}]`);
    const { dialog } = await openLogin();
    expect(within(dialog).queryByRole('button', { name: text('login-with-google') })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text('login-submit') })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('"forgotten password" closes the login modal and opens the forgotten-password modal', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: text('login-forgotten-password') }));
    expect(await screen.findByRole('dialog', { name: text('forgotten-password-modal-title') })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text('login-modal-title') })).not.toBeInTheDocument();
  });

  it('resets the form when it closes', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByRole('textbox', { name: text('form-email') }), 'maria@example.com');
    await user.click(within(dialog).getByRole('button', { name: text('modal-close') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    const again = await screen.findByRole('dialog', { name: text('login-modal-title') });
    expect(within(again).getByRole('textbox', { name: text('form-email') })).toHaveValue('');
  });
});
