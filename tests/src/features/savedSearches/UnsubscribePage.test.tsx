/**
 * The unsubscribe page of an e-mail's link (docs/decisions/0030), for a visitor who is not
 * signed in: it says what the link stops without acting, Unsubscribe stops it (a POST with no
 * body) and says so with a link to manage the saved searches; an unknown or used link, or none,
 * says so; a failed load offers Retry.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { resetSavedSearches, savedSearchesCalls, sent, state } from '../../helpers/savedSearches.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...savedSearchesCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetSavedSearches();
});

const SEARCH_TOKEN = 'a'.repeat(64);
const main = () => within(screen.getByRole('main'));

describe('unsubscribe page', () => {
  it("names the saved search it stops, stops it on the button with no body, and links to the saved searches", async () => {
    const { user, i18n } = renderShell({ route: `/otpisvane?token=${SEARCH_TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-Unsubscribe') })).toBeInTheDocument();
    expect(await main().findByText(i18n.t('unsubscribe-what-search', { name: 'Двустаен в Лозенец' }))).toBeInTheDocument();
    expect(document.title).toContain(text('page-title-Unsubscribe'));
    // Reading the page stops nothing.
    expect(sent.unsubscribed).toEqual([]);
    await user.click(main().getByRole('button', { name: text('unsubscribe-button') }));
    expect(await main().findByRole('status')).toHaveTextContent(i18n.t('unsubscribe-done-search', { name: 'Двустаен в Лозенец' }));
    expect(sent.unsubscribed).toEqual([{ token: SEARCH_TOKEN, body: '' }]);
    expect(state.items[0]!.paused).toBe(true);
    expect(main().getByRole('link', { name: text('unsubscribe-manage') })).toHaveAttribute('href', '/profil/zapazeni-tarseniya');
  });

  it('says it stops the newsletter for a newsletter link', async () => {
    const { user } = renderShell({ route: `/otpisvane?token=${'b'.repeat(64)}` });
    expect(await main().findByText(text('unsubscribe-what-newsletter'))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: text('unsubscribe-button') }));
    expect(await main().findByRole('status')).toHaveTextContent(text('unsubscribe-done-newsletter'));
  });

  it('says an unknown or used link is unknown, and one without a token too', async () => {
    const { unmount } = renderShell({ route: `/otpisvane?token=${'c'.repeat(64)}` });
    expect(await main().findByRole('alert')).toHaveTextContent(text('unsubscribe-unknown'));
    expect(main().queryByRole('button', { name: text('unsubscribe-button') })).not.toBeInTheDocument();
    unmount();
    renderShell({ route: '/otpisvane' });
    expect(await main().findByRole('alert')).toHaveTextContent(text('unsubscribe-unknown'));
  });

  it('says the link is used when it was used meanwhile (the button answers 404)', async () => {
    const { user } = renderShell({ route: `/otpisvane?token=${SEARCH_TOKEN}` });
    await main().findByRole('button', { name: text('unsubscribe-button') });
    state.tokens.clear();
    await user.click(main().getByRole('button', { name: text('unsubscribe-button') }));
    expect(await main().findByRole('alert')).toHaveTextContent(text('unsubscribe-unknown'));
  });

  it('offers Retry when what the link stops could not be loaded', async () => {
    server.use(http.get('/api/unsubscribe/:token', () => HttpResponse.error(), { once: true }));
    const { user } = renderShell({ route: `/otpisvane?token=${SEARCH_TOKEN}` });
    await user.click(await screen.findByRole('button', { name: text('retry') }));
    expect(await main().findByRole('button', { name: text('unsubscribe-button') })).toBeInTheDocument();
  });
});
