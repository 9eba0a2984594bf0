/**
 * "Moving in here?" (decision 0031): on a property or a flatmate offer it opens the dialog (move-in
 * day, from or "I'll say later", household); signed in it creates the plan on the server and opens
 * its page, a visitor's plan is kept in the browser and its page opens; the header links to the
 * current plan.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, serviceToday } from '../../../../domain/cleaning.ts';
import { selectVisitorPlan, selectVisitorPlanTitle } from '../../../../src/store/movePlanSlice.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { movePlan, moveCalls, resetMove, sent, signedInWithPlans, state } from '../../helpers/move.ts';
import { rentalsCalls, resetRentals } from '../../helpers/rentals.ts';
import { roommatesCalls } from '../../helpers/roommates.ts';
import { servicesCalls } from '../../helpers/services.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

// The plan page opens after the dialog: its catalogues and the shop's categories are answered too.
const server = useMswServer(...moveCalls, ...rentalsCalls, ...roommatesCalls, ...servicesCalls, ...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRentals();
  resetMove();
});

const moveInDay = addDays(serviceToday(new Date()), 20);
const dialog = () => screen.findByRole('dialog', { name: text('move-start-title') });

async function openDialog(route: string) {
  const shell = renderShell({ route });
  await shell.user.click(await screen.findByRole('button', { name: text('move-start-button') }));
  return { ...shell, form: within(await dialog()) };
}

describe('"Moving in here?"', () => {
  it('signed in: creates the plan with the day, where from and the household, and opens it', async () => {
    server.use(signedInAs(userOf('user')));
    const { user, form } = await openDialog('/imot/201');
    expect(form.getByText(text('move-start-lead').replace('{{title}}', 'Къща до морето'))).toBeInTheDocument();
    await user.type(form.getByLabelText(text('move-start-date'), { exact: false }), moveInDay);
    await user.selectOptions(await form.findByRole('combobox', { name: new RegExp(text('move-start-city')) }), 'Варна');
    await user.type(form.getByRole('textbox', { name: new RegExp(text('move-start-street')) }), 'ул. Шипка 3');
    await user.selectOptions(form.getByRole('combobox', { name: text('move-start-people') }), '3');
    await user.selectOptions(form.getByRole('combobox', { name: text('move-start-pets') }), '1');
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/nanasyane/50'));
    expect(sent.created).toEqual([
      { home: { kind: 'property', id: 201 }, moveInDate: moveInDay, from: { cityId: 4, street: 'ул. Шипка 3' }, household: { people: 3, pets: 1 } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the day and where from, which "I\'ll say later" leaves out', async () => {
    const { user, form } = await openDialog('/imot/201');
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    expect(await form.findAllByText(text('error-required'))).toHaveLength(3);
    await user.click(form.getByRole('checkbox', { name: text('move-start-from-later') }));
    expect(form.queryByRole('textbox', { name: new RegExp(text('move-start-street')) })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    expect(await form.findAllByText(text('error-required'))).toHaveLength(1);
    expect(sent.created).toEqual([]);
  });

  it('a visitor: keeps the plan in the browser with the home\'s facts, opens it, and the header links to it', async () => {
    const { user, form, store } = await openDialog('/imot/201');
    await user.type(form.getByLabelText(text('move-start-date'), { exact: false }), moveInDay);
    await user.click(form.getByRole('checkbox', { name: text('move-start-from-later') }));
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/nanasyane'));
    expect(sent.created).toEqual([]);
    expect(selectVisitorPlan(store.getState())).toEqual({
      home: { kind: 'property', id: 201, cityId: 4, type: 'house', area: 80, bedrooms: 3, bathrooms: 1, terrace: true, garden: false, availableFrom: null },
      moveInDate: moveInDay,
      from: null,
      household: { people: 1, pets: 0 },
      moving: null,
      cleaning: null,
      deliveries: {},
      checkout: null,
    });
    expect(selectVisitorPlanTitle(store.getState())).toBe('Къща до морето');
    // The plan page names the home by its listing's title, as a signed-in user's plan does.
    expect(await screen.findByRole('link', { name: 'Къща до морето' })).toHaveAttribute('href', '/imot/201');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: text('move-header-link') })).toHaveAttribute('href', '/nanasyane');
  });

  it('on a flatmate offer: the plan is for that room, free from the offer\'s day', async () => {
    const { user, form, store } = await openDialog('/sakvartiranti/42');
    await user.type(form.getByLabelText(text('move-start-date'), { exact: false }), moveInDay);
    await user.click(form.getByRole('checkbox', { name: text('move-start-from-later') }));
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/nanasyane'));
    expect(selectVisitorPlan(store.getState())?.home).toEqual({
      kind: 'flatmate',
      id: 42,
      cityId: 1,
      type: 'room',
      area: null,
      bedrooms: 0,
      bathrooms: 0,
      terrace: false,
      garden: false,
      availableFrom: '2099-03-01',
    });
  });
});

describe('the header\'s link to the current plan', () => {
  it('signed in: links to the current plan of the user\'s answer, without listing the plans', async () => {
    server.use(signedInWithPlans(userOf('user')));
    state.plans = [movePlan(7), movePlan(8, { current: true })];
    renderShell({ route: '/imot/201' });
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: text('move-header-link') })).toHaveAttribute('href', '/nanasyane/8');
    expect(sent.listed).toBe(0);
  });

  it('signed in: follows a plan made in the dialog, which becomes the current one', async () => {
    server.use(signedInWithPlans(userOf('user')));
    const { user, form } = await openDialog('/imot/201');
    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('link', { name: text('move-header-link') })).not.toBeInTheDocument();
    await user.type(form.getByLabelText(text('move-start-date'), { exact: false }), moveInDay);
    await user.click(form.getByRole('checkbox', { name: text('move-start-from-later') }));
    await user.click(form.getByRole('button', { name: text('move-start-submit') }));
    expect(await header.findByRole('link', { name: text('move-header-link') })).toHaveAttribute('href', '/nanasyane/50');
    expect(sent.listed).toBe(0);
  });

  it('shows nothing to a visitor without a plan', async () => {
    renderShell({ route: '/imot/201' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: text('move-header-link') })).not.toBeInTheDocument();
  });

  it('shows nothing to a user whose plans are none current', async () => {
    server.use(signedInWithPlans(userOf('user')));
    state.plans = [movePlan(7)];
    renderShell({ route: '/imot/201' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sent.userAsked).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: text('move-header-link') })).not.toBeInTheDocument();
  });
});
