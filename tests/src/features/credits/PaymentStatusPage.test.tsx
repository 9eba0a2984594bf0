/**
 * The payment's status page: asked once, with `cancel` when the buyer left the checkout; success
 * with the credits and balance (the shell's user, so the header, follows without a reload);
 * pending asked again; declined and cancelled with nothing added; no payment; signed out.
 */
import { screen, waitFor } from '@testing-library/react';
import { callsTo, createWalletState, walletHandlers } from '../../helpers/credits.ts';
import type { WalletState } from '../../helpers/credits.ts';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { headerCredits, renderCredits } from './harness.tsx';

const t = testI18n('bg').t;
let state: WalletState = createWalletState();
const server = useMswServer();

beforeEach(() => {
  state = createWalletState();
  server.use(...walletHandlers(state));
});

const status = (paymentId: string, value: 'pending' | 'succeeded' | 'declined' | 'cancelled', balance = 20) => ({ paymentId, status: value, credits: 39, balance });

describe('PaymentStatus', () => {
  it('shows the credits added and the new balance, and the header follows without a reload', async () => {
    state.statuses['pay-1'] = [status('pay-1', 'succeeded', 59)];
    renderCredits({ route: '/plashtane/status?paymentId=pay-1' });
    expect(screen.getByRole('heading', { level: 1, name: text('page-title-PaymentStatus') })).toBeInTheDocument();
    expect(await screen.findByText(t('credits-status-succeeded', { count: 39 }))).toBeInTheDocument();
    expect(screen.getByText(t('credits-status-balance', { count: 59 }))).toBeInTheDocument();
    await waitFor(() => expect(headerCredits()).toBe('59'));
    expect(screen.getByRole('link', { name: text('credits-status-to-wallet') })).toHaveAttribute('href', '/profil/nastroiki#settings-credits');
    expect(callsTo(state, 'POST', '/api/payment/status')).toEqual([{ method: 'POST', path: '/api/payment/status', body: { paymentId: 'pay-1' } }]);
  });

  it('asks with cancel when the buyer comes back from the checkout’s cancel address, and says nothing was added', async () => {
    state.statuses['pay-2'] = [status('pay-2', 'cancelled')];
    const { user } = renderCredits({ route: '/plashtane/status?paymentId=pay-2&cancel=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('credits-status-cancelled'));
    expect(screen.getByText(text('credits-status-nothing-added'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/payment/status').map((call) => call.body)).toEqual([{ paymentId: 'pay-2', cancel: true }]);
    await user.click(screen.getByRole('button', { name: text('credits-status-buy-again') }));
    expect(await screen.findByRole('dialog', { name: text('credits-buy-title') })).toBeInTheDocument();
  });

  it('says a declined card added nothing', async () => {
    state.statuses['pay-3'] = [status('pay-3', 'declined')];
    renderCredits({ route: '/plashtane/status?paymentId=pay-3' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('credits-status-declined'));
    expect(headerCredits()).toBe('20');
  });

  it('keeps asking while the provider has not answered, and on request', async () => {
    state.statuses['pay-4'] = [status('pay-4', 'pending'), status('pay-4', 'succeeded', 59)];
    const { user } = renderCredits({ route: '/plashtane/status?paymentId=pay-4' });
    expect(await screen.findByText(text('credits-status-pending'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('credits-status-check-again') }));
    expect(await screen.findByText(t('credits-status-succeeded', { count: 39 }))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/payment/status')).toHaveLength(2);
  });

  it('shows the failure with a retry when the payment cannot be read', async () => {
    const { user } = renderCredits({ route: '/plashtane/status?paymentId=unknown' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    state.statuses.unknown = [status('unknown', 'succeeded', 24)];
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByText(t('credits-status-succeeded', { count: 39 }))).toBeInTheDocument();
  });

  it('without a payment says so, and asks nothing', async () => {
    renderCredits({ route: '/plashtane/status' });
    expect(await screen.findByText(text('credits-status-no-payment'))).toBeInTheDocument();
    expect(state.calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    state.user = null;
    const { user } = renderCredits({ route: '/plashtane/status?paymentId=pay-1' });
    expect(await screen.findByText(text('credits-status-sign-in'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('header-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/payment/status')).toEqual([]);
  });
});
