/**
 * The profile's plans page (decision 0031): the user's plans, the current one first and marked;
 * each opens, becomes the current one, or is deleted after asking; and when there are none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { movePlan, moveCalls, resetMove, sent, signedInWithPlans, state } from '../../helpers/move.ts';
import { renderShell, spyOnScroll, userOf } from '../../layout/shell.tsx';

useMswServer(...moveCalls, signedInWithPlans(userOf('user')));

const headerLink = () => within(screen.getByRole('banner')).queryByRole('link', { name: text('move-header-link') });

beforeEach(() => {
  spyOnScroll();
  resetMove();
});

/** The plans' cards, in order (each is the list item of its heading, the plan's link). */
const cards = () =>
  waitFor(() => {
    const found = screen.getAllByRole('heading', { level: 2 }).flatMap((heading) => (heading.querySelector('a[href^="/nanasyane/"]') ? [heading.closest('li')!] : []));
    if (found.length === 0) throw new Error('No plan shown yet');
    return found;
  });

describe('the plans page', () => {
  it('lists the plans, the current first and marked, each opening its plan', async () => {
    state.plans = [movePlan(7, { homeTitle: 'Стая до СУ' }), movePlan(8, { current: true, homeTitle: 'Двустаен в Лозенец' })];
    renderShell({ route: '/profil/nanasyane' });
    await screen.findByRole('heading', { level: 1, name: text('page-title-MovePlans') });
    const [first, second] = await cards();
    expect(within(first!).getByRole('link', { name: 'Двустаен в Лозенец' })).toHaveAttribute('href', '/nanasyane/8');
    expect(within(first!).getByText(text('move-plan-current'))).toBeInTheDocument();
    expect(within(second!).queryByText(text('move-plan-current'))).not.toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: text('move-plan-make-current') })).not.toBeInTheDocument();
  });

  it('makes a plan the current one', async () => {
    state.plans = [movePlan(7, { homeTitle: 'Стая до СУ' }), movePlan(8, { current: true })];
    const { user } = renderShell({ route: '/profil/nanasyane' });
    const [, second] = await cards();
    await user.click(within(second!).getByRole('button', { name: text('move-plan-make-current') }));
    await waitFor(async () => expect(within((await cards())[0]!).getByRole('link', { name: 'Стая до СУ' })).toBeInTheDocument());
    expect(sent.updates).toEqual([{ id: 7, body: { current: true } }]);
    // The header's link follows: the current user's answer is asked again.
    await waitFor(() => expect(headerLink()).toHaveAttribute('href', '/nanasyane/7'));
  });

  it('deletes a plan after asking', async () => {
    state.plans = [movePlan(7, { homeTitle: 'Стая до СУ', current: true })];
    const { user } = renderShell({ route: '/profil/nanasyane' });
    const [card] = await cards();
    await waitFor(() => expect(headerLink()).toHaveAttribute('href', '/nanasyane/7'));
    await user.click(within(card!).getByRole('button', { name: text('move-plan-delete-label').replace('{{title}}', 'Стая до СУ') }));
    expect(sent.deleted).toEqual([]);
    await user.click(within(card!).getByRole('button', { name: text('move-plan-delete-yes') }));
    expect(await screen.findByText(text('move-empty'))).toBeInTheDocument();
    expect(sent.deleted).toEqual([7]);
    // No current plan is left: the header's link goes.
    await waitFor(() => expect(headerLink()).toBeNull());
  });

  it('says what to do when there are none', async () => {
    renderShell({ route: '/profil/nanasyane' });
    expect(await screen.findByText(text('move-empty'))).toBeInTheDocument();
  });
});
