/** The credit purchase dialog: the six packages, proceed from grey to green, and where proceeding leads. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CREDIT_PACKAGES } from '../../../../domain/credits.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { THEME_CLASS } from '../../../../src/ui/Button.tsx';
import { callsTo, createWalletState, walletHandlers } from '../../helpers/credits.ts';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { currentAddress, renderCredits } from './harness.tsx';

const t = testI18n('bg').t;
let state = createWalletState();
const server = useMswServer();

beforeEach(() => {
  state = createWalletState();
  server.use(...walletHandlers(state));
});

async function openDialog() {
  const result = renderCredits();
  await result.user.click(screen.getByRole('button', { name: 'open creditBuy' }));
  const dialog = await screen.findByRole('dialog', { name: text('credits-buy-title') });
  return { ...result, dialog };
}

describe('the credit purchase dialog', () => {
  it('offers the six packages with their prices, promotions marked, and the VAT note', async () => {
    const { dialog } = await openDialog();
    const packages = within(dialog).getAllByRole('radio');
    expect(packages).toHaveLength(6);
    for (const pkg of CREDIT_PACKAGES) {
      const label = within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-package-credits', { count: pkg.credits })} `) });
      expect(label).not.toBeChecked();
      const card = label.closest('label')!;
      expect(card.textContent).toContain(formatMoney(pkg.price, 'bg'));
      expect(within(card).queryByText(text('credits-package-promo')) !== null).toBe(pkg.promo);
    }
    expect(within(dialog).getByText(text('credits-vat-note'))).toBeInTheDocument();
  });

  it('keeps proceed grey and disabled until a package is chosen, then turns it green', async () => {
    const { dialog, user } = await openDialog();
    const proceed = within(dialog).getByRole('button', { name: text('credits-buy-proceed') });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveClass(THEME_CLASS['solid-grey']!);
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-package-credits', { count: 39 })} `) }));
    const ready = within(dialog).getByRole('button', { name: t('credits-buy-proceed-amount', { amount: formatMoney(3500, 'bg') }) });
    expect(ready).toBeEnabled();
    expect(ready).toHaveClass(THEME_CLASS['solid-green']!);
  });

  it('starts the payment for the chosen package and goes to the checkout, the dialog closed', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-package-credits', { count: 132 })} `) }));
    await user.click(within(dialog).getByRole('button', { name: /100,00/ }));
    await waitFor(() => expect(currentAddress()).toBe('/plashtane/testova-kasa/ref-1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/credit/buy')).toEqual([{ method: 'POST', path: '/api/credit/buy', body: { credits: 132 } }]);
  });

  it.each([
    ['the call fails', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })],
    ['the answer has no paymentUrl', () => HttpResponse.json({ paymentId: 'p', paymentUrl: '' }, { status: 201 })],
  ])('closes and asks to try again later when %s', async (_case, answer) => {
    server.use(http.post('/api/credit/buy', answer));
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-package-credits', { count: 4 })} `) }));
    await user.click(within(dialog).getByRole('button', { name: /4,00/ }));
    const notice = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(notice).toHaveTextContent(text('please-try-again-later'));
    expect(screen.queryByRole('dialog', { name: text('credits-buy-title') })).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/');
  });
});
