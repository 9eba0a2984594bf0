/**
 * Where a conversation page gets its conversation: signed in, getConversation (in the RTK Query
 * cache, refreshed by its tags and the live stream); a visitor, viewConversation with the private
 * link's token (a POST: the token travels in the body), which the page calls again itself after
 * each change. Both load older messages by `before`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetConversationQuery, useLazyGetConversationQuery, useViewConversationMutation } from './api.ts';
import type { Conversation } from './api.ts';

export interface ConversationSource {
  /** The visitor's token, sent in every call's body; undefined signed in. */
  token: string | undefined;
  data: Conversation | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** The page of messages before `before` (oldest first). */
  older: (before: number) => Promise<Conversation>;
  /** A change's answer (block, a viewing answer): the conversation as it is now. */
  replace: (conversation: Conversation) => void;
}

export function useSignedInConversation(id: number): ConversationSource {
  const query = useGetConversationQuery({ id });
  const [fetchOlder] = useLazyGetConversationQuery();
  return {
    token: undefined,
    data: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
    older: (before) => fetchOlder({ id, before }).unwrap(),
    // The change's tags refetch the conversation.
    replace: () => undefined,
  };
}

export function useGuestConversation(id: number, token: string): ConversationSource {
  const [view] = useViewConversationMutation();
  const [data, setData] = useState<Conversation | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const load = useCallback(() => {
    const call = ++latest.current;
    setLoading(true);
    view({ id, conversationAccessInput: { token } })
      .unwrap()
      .then(
        (conversation) => {
          if (call !== latest.current) return;
          setData(conversation);
          setError(undefined);
        },
        (failure: unknown) => {
          if (call === latest.current) setError(failure);
        },
      )
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [view, id, token]);
  useEffect(() => {
    load();
  }, [load]);
  return {
    token,
    data,
    isLoading: loading && data === undefined,
    isError: error !== undefined,
    error,
    refetch: load,
    older: (before) => view({ id, conversationAccessInput: { token, before } }).unwrap(),
    replace: setData,
  };
}
