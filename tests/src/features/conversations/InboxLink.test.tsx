/**
 * The header's inbox link (issue 27): for a signed-in user only, with the unread count in its
 * name and badge, kept live by the event stream (a fake EventSource here: `unread` sets the
 * count, `message` refetches the open inbox); the stream closes on sign-out.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { conversationsCalls, resetConversations, state, summary } from '../../helpers/conversations.ts';
import { renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...conversationsCalls, signedInAs(userOf('user')));

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  readonly url: string;
  readonly init: EventSourceInit | undefined;

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.init = init;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((each) => each !== listener),
    );
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

beforeEach(() => {
  spyOnScroll();
  resetConversations();
  FakeEventSource.opened = [];
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, writable: true, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe("the header's inbox link", () => {
  it('shows the unread count and follows the stream live', async () => {
    state.unread = 1;
    renderShell({ route: '/kontakti' });
    expect(await screen.findByRole('link', { name: 'Съобщения, 1 непрочетен' })).toHaveAttribute('href', '/profil/saobshteniya');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/conversations/stream');
    expect(stream.init).toEqual({ withCredentials: true });
    act(() => stream.emit('unread', { count: 4 }));
    expect(await screen.findByRole('link', { name: 'Съобщения, 4 непрочетени' })).toBeInTheDocument();
    act(() => stream.emit('unread', { count: 0 }));
    expect(await screen.findByRole('link', { name: text('conversations-header-link') })).toBeInTheDocument();
  });

  it('refetches the inbox when a message arrives', async () => {
    renderShell({ route: '/profil/saobshteniya' });
    expect(await screen.findByText(text('conversations-empty'))).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    state.list = [summary(3, { otherName: 'Нов човек', unread: 1 })];
    act(() => FakeEventSource.opened[0]!.emit('message', { conversationId: 3, messageId: 30 }, '30'));
    expect(await screen.findByRole('link', { name: /^Нов човек/u })).toBeInTheDocument();
  });

  it('is not there for a visitor, and opens no stream', async () => {
    server.use(signedOut);
    renderShell({ route: '/kontakti' });
    await screen.findByRole('button', { name: text('header-login') });
    expect(screen.queryByTestId('inbox-link')).not.toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
