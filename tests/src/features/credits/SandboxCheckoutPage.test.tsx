/** The sandbox checkout page: what is paid, the test cards, the card form's rules, paying, leaving, a closed or unknown checkout. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '../../../../domain/money.ts';
import { callsTo, createWalletState, walletHandlers } from '../../helpers/credits.ts';
import type { WalletState } from '../../helpers/credits.ts';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { currentAddress, renderCredits } from './harness.tsx';

const t = testI18n('bg').t;
let state: WalletState = createWalletState();
const server = useMswServer();

beforeEach(() => {
  state = createWalletState();
  server.use(...walletHandlers(state));
});

async function openCheckout() {
  const result = renderCredits({ route: '/plashtane/testova-kasa/ref-1' });
  const form = await screen.findByRole('form', { name: text('credits-sandbox-card-title') });
  return { ...result, form };
}

describe('the sandbox checkout', () => {
  it('shows what is paid and says no real card is charged', async () => {
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: text('page-title-SandboxCheckout') })).toBeInTheDocument();
    expect(screen.getByText(text('credits-sandbox-banner'))).toBeInTheDocument();
    expect(screen.getByText('39 кредита в Домовик')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(3500, 'bg').replace(/\s/g, ' '))).toBeInTheDocument();
  });

  it('pays with the success card (filled by its button) and goes back to the status page', async () => {
    const { form, user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: t('credits-sandbox-use-card', { number: '4242' }) }));
    expect(within(form).getByLabelText(text('credits-sandbox-card-number'), { exact: false })).toHaveValue('4242 4242 4242 4242');
    await user.type(within(form).getByLabelText(text('credits-sandbox-expiry'), { exact: false }), '12/39');
    await user.type(within(form).getByLabelText(text('credits-sandbox-cvc'), { exact: false }), '123');
    await user.click(within(form).getByRole('button', { name: t('credits-sandbox-pay', { amount: formatMoney(3500, 'bg') }) }));
    await waitFor(() => expect(currentAddress()).toBe('/plashtane/status?paymentId=pay-1'));
    expect(callsTo(state, 'POST', '/api/payment/sandbox/ref-1/pay')[0]!.body).toEqual({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' });
  });

  it('names what is wrong with each field and sends nothing', async () => {
    const { form, user } = await openCheckout();
    await user.type(within(form).getByLabelText(text('credits-sandbox-card-number'), { exact: false }), '4242');
    await user.type(within(form).getByLabelText(text('credits-sandbox-expiry'), { exact: false }), '01/20');
    await user.click(within(form).getByRole('button', { name: /^Платете/ }));
    expect(await within(form).findByText(text('credits-error-card-number'))).toBeInTheDocument();
    expect(within(form).getByText(text('credits-error-card-expired'))).toBeInTheDocument();
    expect(within(form).getByText(text('error-required'))).toBeInTheDocument();
    expect(within(form).getByLabelText(text('credits-sandbox-card-number'), { exact: false })).toHaveFocus();
    expect(callsTo(state, 'POST', '/api/payment/sandbox/ref-1/pay')).toEqual([]);
  });

  it("shows the server's refusal of a card under the card number, keeping what was typed", async () => {
    server.use(
      http.post('/api/payment/sandbox/:reference/pay', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'cardNumber', message: text('credits-error-card-unknown') }] }, { status: 422 }),
      ),
    );
    const { form, user } = await openCheckout();
    await user.type(within(form).getByLabelText(text('credits-sandbox-card-number'), { exact: false }), '5555 5555 5555 4444');
    await user.type(within(form).getByLabelText(text('credits-sandbox-expiry'), { exact: false }), '12/39');
    await user.type(within(form).getByLabelText(text('credits-sandbox-cvc'), { exact: false }), '123');
    await user.click(within(form).getByRole('button', { name: /^Платете/ }));
    expect(await within(form).findByText(text('credits-error-card-unknown'))).toBeInTheDocument();
    expect(within(form).getByLabelText(text('credits-sandbox-card-number'), { exact: false })).toHaveValue('5555 5555 5555 4444');
    expect(currentAddress()).toBe('/plashtane/testova-kasa/ref-1');
  });

  it('goes back to the cancel address when the buyer leaves', async () => {
    const { form, user } = await openCheckout();
    await user.click(within(form).getByRole('button', { name: text('credits-sandbox-cancel') }));
    await waitFor(() => expect(currentAddress()).toBe('/plashtane/status?paymentId=pay-1&cancel=1'));
  });

  it('says a checkout has ended, with the way back, and that an unknown one does not exist', async () => {
    state.checkout = { ...state.checkout, status: 'paid' };
    const { unmount } = renderCredits({ route: '/plashtane/testova-kasa/ref-1' });
    expect(await screen.findByText(text('credits-sandbox-closed'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('credits-sandbox-back') })).toHaveAttribute('href', '/plashtane/status?paymentId=pay-1');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();
    renderCredits({ route: '/plashtane/testova-kasa/nothing' });
    expect(await screen.findByText(text('credits-sandbox-not-found'))).toBeInTheDocument();
  });
});
