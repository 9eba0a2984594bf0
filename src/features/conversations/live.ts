/**
 * The live side of conversations (issue 27): one EventSource on /api/conversations/stream for
 * the signed-in user (same origin, with the session cookie). `unread` events set the unread
 * count in the RTK Query cache; `message` events invalidate the conversation they belong to and
 * the inbox list, so whatever shows them fetches again. The browser reconnects by itself and
 * sends Last-Event-ID (the last `message` event's id), so missed messages are replayed.
 */
import { LIST } from '../../api/tags.ts';
import type { AppDispatch } from '../../store/store.ts';
import { conversationsApi } from './api.ts';

export const STREAM_URL = '/api/conversations/stream';

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Opens the stream; the answer closes it (on sign-out, or when the header unmounts). Null where there is no EventSource. */
export function openConversationStream(dispatch: AppDispatch): (() => void) | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(STREAM_URL, { withCredentials: true });
  const onUnread = (event: MessageEvent) => {
    const count = parse(event.data)?.count;
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) {
      void dispatch(conversationsApi.util.upsertQueryData('getUnreadConversations', undefined, { count }));
    }
  };
  const onMessage = (event: MessageEvent) => {
    const id = parse(event.data)?.conversationId;
    dispatch(
      conversationsApi.util.invalidateTags([
        { type: 'Conversation', id: LIST },
        ...(typeof id === 'number' ? [{ type: 'Conversation' as const, id }] : []),
      ]),
    );
  };
  source.addEventListener('unread', onUnread);
  source.addEventListener('message', onMessage);
  return () => {
    source.removeEventListener('unread', onUnread);
    source.removeEventListener('message', onMessage);
    source.close();
  };
}
