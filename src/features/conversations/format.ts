/**
 * How the conversation pages write times and messages, in the page's language: a message's
 * time, a viewing step's local time ("Fri 4 Dec, 18:00", the contract's Sofia wall time) and a
 * message's short plain-text preview (a viewing step in words).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from './api.ts';

/** Longest preview of a message in the inbox, in characters. */
export const PREVIEW_LENGTH = 120;

/** 'YYYY-MM-DD HH:mm' (Sofia wall time) as a Date whose UTC fields are that wall time. */
export function wallTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(text);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** A text cut to `length` characters on a word where it can be, with an ellipsis. */
export function shortened(text: string, length: number = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if ([...flat].length <= length) return flat;
  const cut = [...flat].slice(0, length).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function useConversationFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'bg' ? 'bg-BG' : 'en-GB';
  return useMemo(() => {
    const wall = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    const sent = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Sofia' });
    /** A viewing's 'YYYY-MM-DD HH:mm' as "Fri 4 Dec, 18:00". */
    const viewingTime = (text: string): string => {
      const at = wallTime(text);
      return at === null ? text : wall.format(at);
    };
    /** A viewing step in words, or null for a plain message. */
    const step = (message: Pick<Message, 'kind' | 'at'>): string | null =>
      message.kind === 'text' ? null : t(`conversations-step-${message.kind}`, { at: message.at === null ? '' : viewingTime(message.at) });
    return {
      viewingTime,
      step,
      /** When a message was sent (an ISO instant), in Sofia. */
      sentAt: (iso: string) => sent.format(new Date(iso)),
      /** The inbox's line of a message: a viewing step in words, else its text shortened. */
      preview: (message: Message): string => step(message) ?? shortened(message.body ?? ''),
    };
  }, [t, locale]);
}
