/**
 * A conversation (issue 27), signed in and through a visitor's private link: messages oldest
 * first with links made links and markup kept as text, "Seen", older messages on demand; the
 * reply (a failed send keeps the text; blocked 409 and too many 429 said clearly); read marks;
 * block with a confirmation and report; the viewing panel's answers per state; the shared
 * contact; a visitor's token taken out of the address and sent in the bodies; not found.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { GUEST_TOKEN, conversation, conversationsCalls, message, resetConversations, sent, state } from '../../helpers/conversations.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...conversationsCalls, signedInAs(userOf('user')));

beforeEach(() => {
  spyOnScroll();
  resetConversations();
  sessionStorage.clear();
});

const PAGE = '/profil/saobshteniya/7';
const heading = () => screen.findByRole('heading', { level: 1, name: 'Разговор с Петя' });

async function openPage(route = PAGE) {
  const rendered = renderShell({ route });
  await heading();
  return rendered;
}

describe('conversation page', () => {
  it('shows the messages oldest first, mine and theirs, with links as links and markup as text, and Seen on my last read one', async () => {
    state.conversations.set(
      7,
      conversation(7, {
        readByThemUpTo: 2,
        messages: [
          message(1, { body: 'Вижте www.domovik.bg/imot/3. <b>важно</b>' }),
          message(2, { mine: true, body: 'Добре' }),
          message(3, { mine: true, body: 'Кога?' }),
        ],
      }),
    );
    await openPage();
    expect(document.title).toContain('Разговор с Петя');
    const items = screen.getAllByTestId('message');
    expect(items.map((item) => item.getAttribute('data-mine'))).toEqual(['false', 'true', 'true']);
    const link = within(items[0]!).getByRole('link', { name: 'www.domovik.bg/imot/3' });
    expect(link).toHaveAttribute('href', 'https://www.domovik.bg/imot/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toEqual(expect.stringContaining('nofollow noopener ugc'));
    expect(items[0]).toHaveTextContent('<b>важно</b>');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[1]).toHaveTextContent(text('conversations-seen'));
    expect(items[2]).not.toHaveTextContent(text('conversations-seen'));
    await waitFor(() => expect(sent.reads).toEqual([{ id: 7, body: { upTo: 3 } }]));
    expect(screen.getByRole('link', { name: 'Стая в Младост' })).toHaveAttribute('href', '/sakvartiranti/12');
  });

  it('loads older messages before the oldest shown', async () => {
    state.conversations.set(7, conversation(7, { hasOlder: true, messages: [message(5), message(6)] }));
    state.older.set(5, { messages: [message(3, { body: 'Най-старото' }), message(4)], hasOlder: false });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: text('conversations-load-older') }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect(screen.getAllByTestId('message')[0]).toHaveTextContent('Най-старото');
    expect(screen.queryByRole('button', { name: text('conversations-load-older') })).not.toBeInTheDocument();
  });

  it('sends a reply, and a failed one keeps the text', async () => {
    const { user } = await openPage();
    const field = screen.getByRole('textbox', { name: text('conversations-reply') });
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    expect(await screen.findByText(text('error-required'))).toBeInTheDocument();
    expect(sent.messages).toEqual([]);
    state.refuseSend = 500;
    await user.type(field, 'Утре в 18:00?');
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./u);
    expect(field).toHaveValue('Утре в 18:00?');
    state.refuseSend = null;
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sent.messages.at(-1)).toEqual({ id: 7, body: { body: 'Утре в 18:00?' } });
    expect(await screen.findByText('Утре в 18:00?')).toBeInTheDocument();
  });

  it('says clearly when the conversation is blocked (409) or too many were sent (429), keeping the text', async () => {
    const { user } = await openPage();
    const field = screen.getByRole('textbox', { name: text('conversations-reply') });
    state.refuseSend = 409;
    await user.type(field, 'Ехо');
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('conversations-error-blocked'));
    expect(field).toHaveValue('Ехо');
    state.refuseSend = 429;
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('conversations-error-too-many')));
    expect(field).toHaveValue('Ехо');
  });

  it('blocks after a confirmation (the reply goes away), and unblocks', async () => {
    const { user } = await openPage();
    const block = screen.getByRole('button', { name: text('conversations-block') });
    await user.click(block);
    const dialog = await screen.findByRole('dialog', { name: text('conversations-block-title') });
    await user.click(within(dialog).getByRole('button', { name: text('conversations-cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(block).toHaveFocus();
    expect(sent.blocks).toEqual([]);
    await user.click(block);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text('conversations-block-confirm') }));
    expect(await screen.findByText(text('conversations-blocked-by-me'))).toBeInTheDocument();
    expect(sent.blocks).toEqual([{ id: 7, body: { blocked: true } }]);
    expect(screen.queryByRole('textbox', { name: text('conversations-reply') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('conversations-unblock') }));
    expect(await screen.findByRole('textbox', { name: text('conversations-reply') })).toBeInTheDocument();
    expect(sent.blocks.at(-1)).toEqual({ id: 7, body: { blocked: false } });
  });

  it('reports with a reason and an optional note', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: text('conversations-report') }));
    const dialog = await screen.findByRole('dialog', { name: text('conversations-report-title') });
    await user.click(within(dialog).getByRole('button', { name: text('conversations-report-send') }));
    expect(await within(dialog).findByText(text('error-required'))).toBeInTheDocument();
    expect(sent.reports).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: text('conversations-report-reason-scam') }));
    await user.type(within(dialog).getByRole('textbox', { name: text('conversations-report-note') }), 'Иска капаро предварително');
    await user.click(within(dialog).getByRole('button', { name: text('conversations-report-send') }));
    expect(await screen.findByText(text('conversations-reported'))).toBeInTheDocument();
    expect(sent.reports).toEqual([{ id: 7, body: { reason: 'scam', note: 'Иска капаро предварително' } }]);
  });

  it("shows the other side's shared contact", async () => {
    state.conversations.set(7, conversation(7, { sharedContact: { phone: '0888 123 456', email: null } }));
    await openPage();
    expect(screen.getByRole('link', { name: '0888 123 456' })).toHaveAttribute('href', 'tel:0888123456');
  });

  describe('a viewing request', () => {
    const viewing = (patch: object) =>
      state.conversations.set(7, conversation(7, { about: { kind: 'property', id: 301, title: 'Двустаен', picture: null }, viewing: { id: 1, status: 'requested', dateTime: '2026-12-04 18:00', proposedBy: 'guest', ...patch } }));
    const actions = () =>
      ['conversations-viewing-accept', 'conversations-viewing-propose', 'conversations-viewing-decline'].filter((key) => screen.queryByRole('button', { name: text(key) }) !== null);

    it('lets the owner accept, propose or decline a requested time', async () => {
      viewing({});
      const { user } = await openPage();
      expect(screen.getByText(text('conversations-viewing-status-requested'))).toBeInTheDocument();
      expect(actions()).toEqual(['conversations-viewing-accept', 'conversations-viewing-propose', 'conversations-viewing-decline']);
      await user.click(screen.getByRole('button', { name: text('conversations-viewing-propose') }));
      const date = screen.getByLabelText(text('conversations-viewing-date'));
      await user.clear(date);
      await user.type(date, '2026-12-05');
      const hour = screen.getByLabelText(text('conversations-viewing-hour'));
      await user.clear(hour);
      await user.type(hour, '19:30');
      await user.click(screen.getByRole('button', { name: text('conversations-viewing-propose-send') }));
      expect(await screen.findByText(text('conversations-viewing-status-proposed'))).toBeInTheDocument();
      expect(sent.viewings).toEqual([{ id: 7, body: { action: 'propose', dateTime: '2026-12-05 19:30' } }]);
      // My own proposal: I may not accept it.
      expect(actions()).toEqual(['conversations-viewing-propose', 'conversations-viewing-decline']);
    });

    it('offers nothing after a decline', async () => {
      viewing({ status: 'declined' });
      await openPage();
      expect(actions()).toEqual([]);
    });

    it('says when the state changed meanwhile (409)', async () => {
      viewing({ status: 'proposed', proposedBy: 'guest' });
      state.refuseViewing = 409;
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: text('conversations-viewing-accept') }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text('conversations-viewing-error-state'));
    });
  });

  it('says a conversation does not exist', async () => {
    renderShell({ route: '/profil/saobshteniya/99' });
    expect(await screen.findByText(text('conversations-not-found'))).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('/api/conversations/7', () => (fail ? HttpResponse.json({ message: 'Сървърът не отговори' }, { status: 500 }) : undefined)));
    const { user } = renderShell({ route: PAGE });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: text('retry') }));
    await heading();
  });
});

describe("a visitor's conversation", () => {
  beforeEach(() => server.use(signedOut));

  it('takes the token out of the address, sends it in the bodies only, and answers', async () => {
    const { user } = renderShell({ route: `/razgovor/7?token=${GUEST_TOKEN}` });
    await heading();
    await waitFor(() => expect(currentLocation()).toBe('/razgovor/7'));
    expect(sent.views[0]).toEqual({ id: 7, body: { token: GUEST_TOKEN } });
    expect(sessionStorage.getItem('conversation-token-7')).toBe(GUEST_TOKEN);
    await waitFor(() => expect(sent.reads).toEqual([{ id: 7, body: { upTo: 3, token: GUEST_TOKEN } }]));
    await user.type(screen.getByRole('textbox', { name: text('conversations-reply') }), 'Благодаря');
    await user.click(screen.getByRole('button', { name: text('conversations-send') }));
    expect(await screen.findByText('Благодаря')).toBeInTheDocument();
    expect(sent.messages).toEqual([{ id: 7, body: { body: 'Благодаря', token: GUEST_TOKEN } }]);
    expect(screen.queryByRole('link', { name: text('conversations-back') })).not.toBeInTheDocument();
  });

  it('stops the e-mails and turns off the link', async () => {
    const { user } = renderShell({ route: `/razgovor/7?token=${GUEST_TOKEN}` });
    await heading();
    await user.click(screen.getByRole('button', { name: text('conversations-notices-stop') }));
    expect(await screen.findByText(text('conversations-notices-stopped'))).toBeInTheDocument();
    expect(sent.notices).toEqual([{ id: 7, body: { token: GUEST_TOKEN, emailNotices: false } }]);
    await user.click(screen.getByRole('button', { name: text('conversations-revoke') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text('conversations-revoke-confirm') }));
    expect(await screen.findByText(text('conversations-revoked'))).toBeInTheDocument();
    expect(sent.notices.at(-1)).toEqual({ id: 7, body: { token: GUEST_TOKEN, emailNotices: false, revokeLinks: true } });
    expect(sessionStorage.getItem('conversation-token-7')).toBeNull();
  });

  it('lets the visitor accept a time the owner proposed', async () => {
    state.conversations.set(7, conversation(7, { viewing: { id: 1, status: 'proposed', dateTime: '2026-12-05 19:30', proposedBy: 'owner' } }));
    const { user } = renderShell({ route: `/razgovor/7?token=${GUEST_TOKEN}` });
    await heading();
    expect(screen.getByText(text('conversations-viewing-by-them').replace('{{name}}', 'Петя'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('conversations-viewing-accept') }));
    expect(await screen.findByText(text('conversations-viewing-status-accepted'))).toBeInTheDocument();
    expect(sent.viewings).toEqual([{ id: 7, body: { action: 'accept', token: GUEST_TOKEN } }]);
    expect(screen.queryByRole('button', { name: text('conversations-viewing-accept') })).not.toBeInTheDocument();
  });

  it('says the link expired when the token is not this conversation’s', async () => {
    renderShell({ route: `/razgovor/7?token=${'x'.repeat(43)}` });
    expect(await screen.findByText(text('conversations-not-found'))).toBeInTheDocument();
  });
});
