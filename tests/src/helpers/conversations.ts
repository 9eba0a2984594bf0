/**
 * The conversations' side of the network boundary for src tests (contract tag conversations):
 * the inbox list, the unread count, a conversation (signed in by GET, a visitor's by POST /view
 * with the token), sending (201, or the status in `state.refuseSend`), read marks, block,
 * report, viewing answers and a visitor's notices, each recorded in `sent`.
 * `resetConversations()` in a beforeEach starts every test from the same data.
 */
import { http, HttpResponse } from 'msw';
import type {
  Conversation,
  ConversationBlockInput,
  ConversationNoticesInput,
  ConversationReadInput,
  ConversationReportInput,
  ConversationSummary,
  Message,
  MessageInput,
  ViewingAnswerInput,
} from '../../../src/features/conversations/api.ts';

export const GUEST_TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

export function message(id: number, patch: Partial<Message> = {}): Message {
  return { id, mine: false, kind: 'text', body: `Съобщение ${id}`, at: null, createdAt: `2026-11-2${id % 8}T10:0${id % 10}:00.000Z`, ...patch };
}

export function summary(id: number, patch: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    about: { kind: 'property', id: 301, title: 'Двустаен в Лозенец', picture: null },
    me: 'owner',
    otherName: 'Петя',
    lastMessage: message(id * 10),
    unread: 0,
    blocked: false,
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...patch,
  };
}

export function conversation(id: number, patch: Partial<Conversation> = {}): Conversation {
  return {
    id,
    about: { kind: 'tenant-offer', id: 12, title: 'Стая в Младост', picture: null },
    me: 'owner',
    otherName: 'Петя',
    sharedContact: { phone: null, email: null },
    viewing: null,
    blockedByMe: false,
    blockedByThem: false,
    reported: false,
    emailNotices: true,
    readByThemUpTo: null,
    messages: [message(1), message(2, { mine: true, body: 'Здравейте, свободна ли е?' }), message(3)],
    hasOlder: false,
    ...patch,
  };
}

interface ConversationsState {
  list: ConversationSummary[];
  /** The list call's answer status when not 200. */
  listStatus: number | null;
  unread: number;
  conversations: Map<number, Conversation>;
  /** Older pages by the `before` id asked for. */
  older: Map<number, { messages: Message[]; hasOlder: boolean }>;
  /** The status the next sends get (409, 429, 500), or null for 201. */
  refuseSend: number | null;
  /** The status viewing answers get, or null. */
  refuseViewing: number | null;
}

export const state: ConversationsState = { list: [], listStatus: null, unread: 0, conversations: new Map(), older: new Map(), refuseSend: null, refuseViewing: null };

export const sent = {
  messages: [] as { id: number; body: MessageInput }[],
  reads: [] as { id: number; body: ConversationReadInput }[],
  blocks: [] as { id: number; body: ConversationBlockInput }[],
  reports: [] as { id: number; body: ConversationReportInput }[],
  viewings: [] as { id: number; body: ViewingAnswerInput }[],
  notices: [] as { id: number; body: ConversationNoticesInput }[],
  views: [] as { id: number; body: unknown }[],
  settings: [] as unknown[],
};

let emailNotices = true;

export function resetConversations(): void {
  state.list = [];
  state.listStatus = null;
  state.unread = 0;
  state.conversations = new Map([[7, conversation(7)]]);
  state.older = new Map();
  state.refuseSend = null;
  state.refuseViewing = null;
  emailNotices = true;
  for (const list of Object.values(sent)) list.length = 0;
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
const errorBody = (status: number) => HttpResponse.json({ message: status === 409 ? 'conversation-error-blocked' : 'Too many requests' }, { status });

function page(found: Conversation, before: string | number | null | undefined): Conversation {
  if (before === null || before === undefined) return found;
  const older = state.older.get(Number(before));
  return older ? { ...found, ...older } : { ...found, messages: [], hasOlder: false };
}

export const conversationsCalls = [
  http.get('/api/conversations', ({ request }) => {
    if (state.listStatus !== null) return HttpResponse.json({ message: 'Сървърът не отговори' }, { status: state.listStatus });
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return HttpResponse.json({ items: state.list.slice(offset, offset + limit), total: state.list.length, offset, limit });
  }),
  http.get('/api/conversations/unread', () => HttpResponse.json({ count: state.unread })),
  http.get('/api/conversation-settings', () => HttpResponse.json({ emailNotices })),
  http.post('/api/conversation-settings', async ({ request }) => {
    const body = (await request.json()) as { emailNotices: boolean };
    sent.settings.push(body);
    emailNotices = body.emailNotices;
    return HttpResponse.json({ emailNotices });
  }),
  http.get('/api/conversations/:id', ({ params, request }) => {
    const found = state.conversations.get(Number(params.id));
    return found ? HttpResponse.json(page(found, new URL(request.url).searchParams.get('before'))) : notFound();
  }),
  http.post('/api/conversations/:id/view', async ({ params, request }) => {
    const body = (await request.json()) as { token: string; before?: number };
    sent.views.push({ id: Number(params.id), body });
    const found = state.conversations.get(Number(params.id));
    return found && body.token === GUEST_TOKEN ? HttpResponse.json(page({ ...found, me: 'guest' }, body.before)) : notFound();
  }),
  http.post('/api/conversations/:id/messages', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as MessageInput;
    sent.messages.push({ id, body });
    if (state.refuseSend !== null) return errorBody(state.refuseSend);
    const found = state.conversations.get(id);
    if (!found) return notFound();
    const created = message(100 + found.messages.length, { mine: true, body: body.body });
    state.conversations.set(id, { ...found, messages: [...found.messages, created] });
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('/api/conversations/:id/read', async ({ params, request }) => {
    sent.reads.push({ id: Number(params.id), body: (await request.json()) as ConversationReadInput });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/conversations/:id/block', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as ConversationBlockInput;
    sent.blocks.push({ id, body });
    const found = { ...state.conversations.get(id)!, blockedByMe: body.blocked };
    state.conversations.set(id, found);
    return HttpResponse.json(found);
  }),
  http.post('/api/conversations/:id/report', async ({ params, request }) => {
    sent.reports.push({ id: Number(params.id), body: (await request.json()) as ConversationReportInput });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/conversations/:id/viewing', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as ViewingAnswerInput;
    sent.viewings.push({ id, body });
    if (state.refuseViewing !== null) return HttpResponse.json({ message: 'conversation-error-viewing-state' }, { status: state.refuseViewing });
    const found = state.conversations.get(id)!;
    const viewing = found.viewing!;
    const next =
      body.action === 'propose'
        ? { ...viewing, status: 'proposed' as const, proposedBy: found.me, dateTime: body.dateTime! }
        : { ...viewing, status: body.action === 'accept' ? ('accepted' as const) : ('declined' as const) };
    const changed = { ...found, viewing: next };
    state.conversations.set(id, changed);
    return HttpResponse.json(changed);
  }),
  http.post('/api/conversations/:id/notices', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as ConversationNoticesInput;
    sent.notices.push({ id, body });
    const found = state.conversations.get(id)!;
    state.conversations.set(id, { ...found, emailNotices: body.emailNotices });
    return new HttpResponse(null, { status: 204 });
  }),
];
