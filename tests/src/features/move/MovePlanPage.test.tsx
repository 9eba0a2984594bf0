/**
 * The plan page (decision 0031): a conflict is shown in the timeline and blocks the checkout with
 * its fix, and fixing it unblocks it; a change is saved; the checkout sends one idempotency key and
 * a retry sends the same, then each order's status shows; a visitor's plan is asked to sign in
 * for the checkout and is sent to the account on sign-in, whose plan the page then opens.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatServiceDay, serviceToday } from '../../../../domain/cleaning.ts';
import type { MovePlan as DomainPlan } from '../../../../domain/move.ts';
import { makeStore } from '../../../../src/store/store.ts';
import { selectVisitorPlan } from '../../../../src/store/movePlanSlice.ts';
import { addToCart, selectCartCount } from '../../../../src/store/cartSlice.ts';
import type { CurrentUser } from '../../../../src/api/account.ts';
import { accountHandlers } from '../account/harness.tsx';
import type { RecordedRequest } from '../account/harness.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { HOME, movePlan, moveCalls, resetMove, sent, state } from '../../helpers/move.ts';
import { servicesCalls } from '../../helpers/services.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { currentLocation, renderShell, spyOnScroll, userOf } from '../../layout/shell.tsx';

const account: { user: CurrentUser | null; requests: RecordedRequest[]; signInAs: CurrentUser } = { user: null, requests: [], signInAs: userOf('user') };

useMswServer(...moveCalls, ...servicesCalls, ...shopCalls, ...accountHandlers(account));

const today = serviceToday(new Date());
const moveIn = addDays(today, 20);
const cleaningOn = (day: string) => ({ cleaningType: 'deep' as const, lines: [{ serviceKey: 'deep-home', amount: 80 }], when: { day, slot: '08-11' as const } });

beforeEach(() => {
  spyOnScroll();
  resetMove();
  account.user = userOf('user', { phone: '0888123456' });
  account.requests = [];
});

const step = (name: string) => within(screen.getByRole('region', { name: new RegExp(text(`move-step-${name}`)) }));
const stepFound = async (name: string) => within(await screen.findByRole('region', { name: new RegExp(text(`move-step-${name}`)) }));
const submit = () => step('checkout').findByRole('button', { name: text('move-checkout-submit') });

describe('the plan page', () => {
  it('shows a conflict and blocks the checkout with its fix; a fixed day unblocks it and is saved', async () => {
    state.plans = [movePlan(50, { current: true, moveInDate: moveIn, cleaning: cleaningOn(moveIn) })];
    renderShell({ route: '/nanasyane/50' });
    await screen.findByRole('heading', { level: 1, name: text('page-title-MovePlan') });
    expect(document.title).toContain(text('page-title-MovePlan'));

    const timeline = within(await screen.findByRole('region', { name: text('move-timeline') }));
    expect(timeline.getByText(new RegExp(text('move-conflict-cleaning-after-move')))).toBeInTheDocument();
    const blocked = step('checkout');
    expect(blocked.getByText(new RegExp(text('move-conflict-cleaning-after-move')))).toBeInTheDocument();
    expect(blocked.getByText(new RegExp(text('move-fix-cleaning-after-move').replace('{{day}}', formatServiceDay(addDays(moveIn, -1), 'bg'))))).toBeInTheDocument();
    expect(await submit()).toBeDisabled();

    const cleaning = step('cleaning');
    fireEvent.change(cleaning.getByLabelText(text('move-when-day')), { target: { value: addDays(moveIn, -1) } });
    await waitFor(() => expect(timeline.queryByText(new RegExp(text('move-conflict-cleaning-after-move')))).not.toBeInTheDocument());
    expect(step('checkout').queryByText(text('move-blocked-title'))).not.toBeInTheDocument();
    expect(await submit()).toBeEnabled();
    // Saved (debounced) with the new day.
    await waitFor(() => expect(sent.updates.at(-1)?.body.cleaning?.when).toEqual({ day: addDays(moveIn, -1), slot: '08-11' }), { timeout: 3000 });
  });

  it('checks out with one idempotency key, retries with the same, then shows each order', async () => {
    state.plans = [movePlan(50, { current: true, moveInDate: moveIn, cleaning: cleaningOn(addDays(moveIn, -2)) })];
    state.failCheckouts = 1;
    const { user } = renderShell({ route: '/nanasyane/50' });
    const checkout = await stepFound('checkout');
    await user.type(await checkout.findByLabelText(text('move-checkout-street'), { exact: false }), 'ул. Роза 5');
    await user.click(await submit());
    const failure = await checkout.findByRole('alert');
    expect(failure).toHaveTextContent('Услугата е временно недостъпна.');
    await user.click(within(failure).getByRole('button', { name: text('move-checkout-retry') }));
    expect(await screen.findByRole('heading', { name: text('move-orders') })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text('move-order-cleaning').replace('{{id}}', '902'))).closest('li')).toHaveTextContent(text('move-order-status-new'));
    expect(sent.checkouts).toHaveLength(2);
    expect(sent.checkouts[0]?.key).toMatch(/^[\da-f-]{36}$/);
    expect(sent.checkouts[1]?.key).toBe(sent.checkouts[0]?.key);
    expect(sent.checkouts[0]?.body).toEqual({ contact: { name: 'Мария Иванова', email: 'user@example.bg', phone: '0888123456' }, street: 'ул. Роза 5', items: [] });
  });

  it('ticks the rooms from the cart, orders its products with the plan, each vendor with its window, and empties the cart', async () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ id: 3, title: 'Лампа', price: 2_000, vendor: { id: 9, name: 'Светлина', deliveryPrice: 500 }, categories: [{ id: 7 }] }, 2))).toBeNull();
    state.plans = [movePlan(50, { current: true, moveInDate: moveIn, cleaning: cleaningOn(addDays(moveIn, -2)), deliveries: { '9': { day: addDays(moveIn, -1), slot: '11-14' } } })];
    const { user } = renderShell({ route: '/nanasyane/50', store });
    // The cart's line is in the sofas category (id 7): the living room's sofa is ticked, and links to it.
    const furnishing = await stepFound('furnishing');
    const sofa = await furnishing.findByRole('link', { name: text('move-essential-sofa') });
    expect(sofa).toHaveAttribute('href', '/produkti/kategorii/7');
    expect(sofa.closest('li')).toHaveTextContent(text('move-essential-in-cart'));
    expect(furnishing.getByRole('link', { name: text('room-living-room') })).toHaveAttribute('href', '/produkti/kategorii?room=living-room');
    const checkout = await stepFound('checkout');
    expect(await checkout.findByText(new RegExp('Светлина'))).toBeInTheDocument();
    await user.type(await checkout.findByLabelText(text('move-checkout-street'), { exact: false }), 'ул. Роза 5');
    await user.click(await submit());
    expect(await screen.findByRole('heading', { name: text('move-orders') })).toBeInTheDocument();
    expect(sent.checkouts.map((call) => call.body.items)).toEqual([[{ productId: 3, quantity: 2, vendorId: 9 }]]);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('asks the movers\' address, and takes it from the plan\'s facts', async () => {
    const moving = { cleaningType: 'moving' as const, lines: [{ serviceKey: 'movers', amount: 4 }], when: { day: addDays(moveIn, -1), slot: '14-17' as const } };
    state.plans = [movePlan(50, { current: true, moveInDate: moveIn, from: null, moving })];
    const { user } = renderShell({ route: '/nanasyane/50' });
    const checkout = await stepFound('checkout');
    expect(await checkout.findByText(text('move-blocked-from-address'))).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: text('move-facts') }));
    await user.click(facts.getByRole('checkbox', { name: text('move-start-from-later') }));
    await user.selectOptions(await facts.findByRole('combobox', { name: new RegExp(text('move-start-city')) }), 'София');
    await user.type(facts.getByLabelText(text('move-start-street'), { exact: false }), 'ул. Шипка 3');
    await user.click(facts.getByRole('button', { name: text('move-facts-save') }));
    await waitFor(() => expect(checkout.queryByText(text('move-blocked-from-address'))).not.toBeInTheDocument());
    await waitFor(() => expect(sent.updates.at(-1)?.body.from).toEqual({ cityId: 1, street: 'ул. Шипка 3' }), { timeout: 3000 });
  });

  it('says a plan that is not the user\'s is not found', async () => {
    renderShell({ route: '/nanasyane/51' });
    expect(await screen.findByText(text('move-not-found'))).toBeInTheDocument();
  });
});

describe('a visitor\'s plan', () => {
  const visitorPlan: DomainPlan = {
    home: HOME,
    moveInDate: moveIn,
    from: null,
    household: { people: 2, pets: 0 },
    moving: null,
    cleaning: cleaningOn(addDays(moveIn, -2)),
    deliveries: {},
    checkout: null,
  };
  const VISITOR_TITLE = 'Светъл апартамент в Лозенец';

  it('asks to sign in before the checkout; on sign-in the plan goes to the account and opens there', async () => {
    account.user = null;
    const store = makeStore({ movePlan: { plan: visitorPlan, homeTitle: VISITOR_TITLE, adoptionAsked: false } });
    const { user } = renderShell({ route: '/nanasyane', store });
    // The listing's title the dialog showed, not "the new home".
    expect(await screen.findByRole('link', { name: VISITOR_TITLE })).toHaveAttribute('href', '/imot/301');
    await user.click(await (await stepFound('checkout')).findByRole('button', { name: text('move-checkout-sign-in') }));
    const login = within(await screen.findByRole('dialog', { name: text('login-modal-title') }));
    await user.type(login.getByLabelText(text('form-email'), { exact: false }), 'user@example.bg');
    await user.type(login.getByLabelText(text('form-password'), { exact: false }), 'secret-1');
    await user.click(login.getByRole('button', { name: text('login-submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/nanasyane/50'));
    expect(sent.created).toEqual([
      { home: { kind: 'property', id: 301 }, moveInDate: moveIn, from: null, household: { people: 2, pets: 0 }, moving: null, cleaning: cleaningOn(addDays(moveIn, -2)), deliveries: {} },
    ]);
    expect(selectVisitorPlan(store.getState())).toBeNull();
    expect(await screen.findByRole('region', { name: new RegExp(text('move-step-checkout')) })).toBeInTheDocument();
    // Adopted, the plan names its home by the server's title of the listing.
    expect(screen.getByRole('link', { name: 'Апартамент 50' })).toHaveAttribute('href', '/imot/301');
    expect(screen.queryByRole('link', { name: text('move-home-link') })).toBeNull();
  });

  it('stays in the browser when the account refuses it, with a way to send it again', async () => {
    account.user = null;
    state.refuseCreate = true;
    const store = makeStore({ movePlan: { plan: visitorPlan, homeTitle: VISITOR_TITLE, adoptionAsked: false } });
    const { user } = renderShell({ route: '/nanasyane', store });
    await user.click(await (await stepFound('checkout')).findByRole('button', { name: text('move-checkout-sign-in') }));
    const login = within(await screen.findByRole('dialog', { name: text('login-modal-title') }));
    await user.type(login.getByLabelText(text('form-email'), { exact: false }), 'user@example.bg');
    await user.type(login.getByLabelText(text('form-password'), { exact: false }), 'secret-1');
    await user.click(login.getByRole('button', { name: text('login-submit') }));
    const keep = await screen.findByRole('button', { name: text('move-visitor-plan-keep') });
    expect(sent.created).toHaveLength(1);
    expect(selectVisitorPlan(store.getState())).toEqual(visitorPlan);
    // Still the visitor's, still named by its listing's title.
    expect(screen.getByRole('link', { name: VISITOR_TITLE })).toBeInTheDocument();
    state.refuseCreate = false;
    await user.click(keep);
    await waitFor(() => expect(currentLocation()).toBe('/nanasyane/50'));
    expect(sent.created).toHaveLength(2);
    expect(selectVisitorPlan(store.getState())).toBeNull();
  });

  it('shows what to do when there is no plan yet', async () => {
    account.user = null;
    renderShell({ route: '/nanasyane' });
    expect(await screen.findByText(text('move-empty'))).toBeInTheDocument();
  });
});
