/**
 * The promotion dialog: opened by name with the listing (a property or a flatmate offer, with
 * its title), or by the owner's list address with ?promote=; the plans; too few credits offers
 * to buy; promoting spends (the header follows); a refusal says why and the dialog comes back
 * with the listing; someone else's listing (403) is an answer, not the end of the session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { callsTo, createWalletState, walletHandlers, walletUser } from '../../helpers/credits.ts';
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

const plan = (days: number) => new RegExp(`^${t('credits-promote-days', { count: days })} `);

async function openFor(route = '/', opener = 'promote 12') {
  const result = renderCredits({ route });
  await waitFor(() => expect(headerCredits()).not.toBe(''));
  if (route === '/') await result.user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: text('credits-promote-title') });
  return { ...result, dialog };
}

describe('the promotion dialog', () => {
  it('promotes the listing for the chosen plan; the credits are spent and the header follows', async () => {
    const { dialog, user } = await openFor();
    expect(within(dialog).getByText(t('credits-promote-balance', { count: 20 }))).toBeInTheDocument();
    const promote = within(dialog).getByRole('button', { name: text('credits-promote-choose-first') });
    expect(promote).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: plan(14) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 9 }) }));
    expect(await screen.findByRole('dialog', { name: text('notification-title-success') })).toHaveTextContent(text('credits-promote-success'));
    expect(callsTo(state, 'POST', '/api/credit/promotion').map((call) => call.body)).toEqual([{ kind: 'property', id: 12, days: 14 }]);
    await waitFor(() => expect(headerCredits()).toBe('11'));
  });

  it('promotes a flatmate offer, named in the dialog by its title', async () => {
    const { dialog, user } = await openFor('/', 'promote offer 44');
    expect(within(dialog).getByText('Стая до СУ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: plan(30) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 16 }) }));
    await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(callsTo(state, 'POST', '/api/credit/promotion').map((call) => call.body)).toEqual([{ kind: 'tenantOffer', id: 44, days: 30 }]);
    await waitFor(() => expect(headerCredits()).toBe('4'));
  });

  it('opens from the owner’s property list address for the property named there', async () => {
    const { dialog, user } = await openFor('/profil/imoti?promote=33');
    await user.click(within(dialog).getByRole('radio', { name: plan(7) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 5 }) }));
    await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(callsTo(state, 'POST', '/api/credit/promotion').map((call) => call.body)).toEqual([{ kind: 'property', id: 33, days: 7 }]);
  });

  it('with too few credits for a plan says how many are missing and offers to buy, sending nothing', async () => {
    state.user = walletUser({ credits: 6 });
    const { dialog, user } = await openFor();
    await user.click(within(dialog).getByRole('radio', { name: plan(30) }));
    expect(within(dialog).getByText(t('credits-promote-short', { count: 10 }))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 16 }) })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: text('credits-buy-title') }));
    expect(await screen.findByRole('dialog', { name: text('credits-buy-title') })).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/credit/promotion')).toEqual([]);
  });

  it("says someone else's listing is not yours and keeps the session (no sign-in asked)", async () => {
    server.use(http.post('/api/credit/promotion', () => HttpResponse.json({ message: text('error-forbidden') }, { status: 403 })));
    const { dialog, user } = await openFor('/', 'promote offer 44');
    await user.click(within(dialog).getByRole('radio', { name: plan(7) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 5 }) }));
    const notice = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(notice).toHaveTextContent(text('error-forbidden'));
    expect(screen.queryByRole('dialog', { name: text('login-modal-title') })).not.toBeInTheDocument();
    expect(headerCredits()).toBe('20');
  });

  it("shows the server's refusal, then comes back to the dialog for the same listing", async () => {
    server.use(http.post('/api/credit/promotion', () => HttpResponse.json({ message: text('credits-error-not-published') }, { status: 409 })));
    const { dialog, user } = await openFor();
    await user.click(within(dialog).getByRole('radio', { name: plan(7) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 5 }) }));
    const notice = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(notice).toHaveTextContent(text('credits-error-not-published'));
    await user.click(within(notice).getByRole('button', { name: text('notification-back') }));
    const again = await screen.findByRole('dialog', { name: text('credits-promote-title') });
    expect(within(again).getByRole('radio', { name: plan(7) })).toBeChecked();
    expect(within(again).getByRole('button', { name: t('credits-promote-submit', { count: 5 }) })).toBeEnabled();
  });
});
