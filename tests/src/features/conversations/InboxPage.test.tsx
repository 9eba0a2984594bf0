/**
 * The inbox (issue 27): the signed-in user's conversations newest first with the other side, what
 * it is about (linked to the listing), the last message as a short preview (a viewing step in
 * words), unread marks and the count; paging in the address; loading, empty (where conversations
 * come from), failed with Retry; the e-mail notices switch; its own title; the header's link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { message, resetConversations, conversationsCalls, sent, state, summary } from '../../helpers/conversations.ts';
import { renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

useMswServer(...conversationsCalls, signedInAs(userOf('user')));

beforeEach(() => {
  spyOnScroll();
  resetConversations();
});

const PAGE = '/profil/saobshteniya';

async function openPage(route = PAGE) {
  const rendered = renderShell({ route });
  await screen.findByRole('heading', { level: 1, name: text('page-title-Inbox') });
  return rendered;
}

describe('inbox page', () => {
  it('lists conversations with the other side, the subject, a short last message and unread marks', async () => {
    state.list = [
      summary(1, { otherName: 'Петя', unread: 2, lastMessage: message(11, { body: `Здравейте! ${'много '.repeat(40)}край` }) }),
      summary(2, {
        otherName: 'Иван',
        about: { kind: 'tenant-offer', id: 12, title: 'Стая в Младост', picture: '/uploads/room.webp' },
        lastMessage: message(21, { mine: true, kind: 'viewing-proposed', body: null, at: '2026-12-04 18:00' }),
      }),
      summary(3, { otherName: 'Търговец', about: { kind: 'order', id: 55, title: 'Поръчка 55', picture: null }, blocked: true }),
    ];
    state.unread = 1;
    await openPage();
    expect(document.title).toContain(text('page-title-Inbox'));
    const items = await screen.findAllByTestId('conversation-item');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: /^Петя\s?, 2 нови$/u })).toHaveAttribute('href', '/profil/saobshteniya/1');
    expect(first.getByRole('link', { name: 'Двустаен в Лозенец' })).toHaveAttribute('href', '/imot/301');
    const preview = items[0]!.querySelector('p:last-child')!.textContent!;
    expect(preview.startsWith('Здравейте! много')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    const second = within(items[1]!);
    expect(second.getByRole('link', { name: 'Иван' })).toHaveAttribute('href', '/profil/saobshteniya/2');
    expect(second.getByRole('link', { name: 'Стая в Младост' })).toHaveAttribute('href', '/sakvartiranti/12');
    expect(items[1]).toHaveTextContent('Вие: Предложен друг час: пт, 4.12');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(within(items[2]!).getByText(text('conversations-blocked-mark'))).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('link', { name: 'Поръчка 55' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 непрочетен разговор');
  });

  it('writes a viewing step in English too', async () => {
    state.list = [summary(2, { lastMessage: message(21, { kind: 'viewing-proposed', body: null, at: '2026-12-04 18:00' }) })];
    renderShell({ route: '/profile/messages', locale: 'en' });
    const item = await screen.findByTestId('conversation-item');
    expect(item).toHaveTextContent('Proposed Fri 4 Dec, 18:00');
  });

  it('says where conversations come from when there are none', async () => {
    await openPage();
    expect(await screen.findByText(text('conversations-empty'))).toBeInTheDocument();
    expect(screen.getByText(text('conversations-empty-hint'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('conversations-empty-properties') })).toHaveAttribute('href', '/imoti');
  });

  it('shows a failed load with Retry, which loads the list again', async () => {
    state.listStatus = 500;
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Сървърът не отговори');
    state.listStatus = null;
    state.list = [summary(1)];
    await user.click(within(alert).getByRole('button', { name: text('retry') }));
    expect(await screen.findAllByTestId('conversation-item')).toHaveLength(1);
  });

  it('shows a loading state until the list comes', async () => {
    state.list = [summary(1)];
    renderShell({ route: PAGE });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Inbox') });
    expect(screen.queryAllByTestId('conversation-item')).toHaveLength(0);
    expect(await screen.findAllByTestId('conversation-item')).toHaveLength(1);
  });

  it('pages by the address', async () => {
    state.list = Array.from({ length: 25 }, (_, index) => summary(index + 1, { otherName: `Човек ${index + 1}` }));
    const { user } = await openPage();
    expect(await screen.findAllByTestId('conversation-item')).toHaveLength(20);
    await user.click(screen.getByRole('link', { name: 'Страница 2' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Човек 21' })).toBeInTheDocument();
  });

  it('turns the e-mail notices off', async () => {
    const { user } = await openPage();
    const toggle = await screen.findByRole('switch', { name: text('conversations-settings-email') });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(sent.settings).toEqual([{ emailNotices: false }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('is in the profile navigation and the header links to it, each with the unread count', async () => {
    state.unread = 3;
    await openPage();
    expect(await screen.findByRole('link', { name: 'Съобщения, 3 непрочетени' })).toHaveAttribute('href', PAGE);
    const navigation = await screen.findAllByRole('link', { name: `${text('user-nav-inbox')} 3 нови` });
    expect(navigation.length).toBeGreaterThan(0);
    for (const link of navigation) expect(link).toHaveAttribute('href', PAGE);
  });

  it('shows no count beside Messages in the navigation when nothing is unread', async () => {
    state.unread = 0;
    await openPage();
    // Once the header's link has its count (none), the navigation's links say only "Messages".
    await waitFor(() => expect(screen.getByTestId('inbox-link')).toHaveAttribute('aria-label', 'Съобщения'));
    expect(screen.getAllByRole('link', { name: text('user-nav-inbox') }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^\d+ нови$/)).toBeNull();
  });
});
