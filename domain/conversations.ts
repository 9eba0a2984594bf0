/**
 * Conversations (issue 27, docs/decisions/0032): the two sides of a viewing request, a message
 * to a flatmate poster or a question about an order write to each other on the site. Pure rules
 * only: the limits both the forms and the server check, the steps a viewing request may take,
 * and how a message's text is shown (plain text, links made clickable).
 */
import { ROOMMATE_MESSAGE_MAX_LENGTH } from './constants.ts';

/** A message is as long as the first message to a flatmate poster may be. */
export const MESSAGE_MAX_LENGTH = ROOMMATE_MESSAGE_MAX_LENGTH;
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** How many messages one sender may send in an hour, across every conversation (the 31st is 429). */
export const MESSAGES_PER_HOUR = 30;
/** At most one e-mail notice per conversation and receiver in this time, while unread. */
export const NOTICE_INTERVAL_MINUTES = 15;
/** How long a visitor's private link to a conversation opens it. */
export const CONVERSATION_LINK_DAYS = 30;
/** A private link's token: base64url of 32 random bytes is 43 characters. */
export const CONVERSATION_TOKEN_LENGTH = { min: 20, max: 100 } as const;
export const CONVERSATIONS_PAGE_SIZE = { default: 20, max: 50 } as const;
export const MESSAGES_PAGE_SIZE = { default: 30, max: 100 } as const;

export const CONVERSATION_SIDES = ['owner', 'guest'] as const;
/** `owner` owns what the conversation is about (the property, the offer, the vendor's goods); `guest` wrote first. */
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];
export const REPORT_REASONS = ['abuse', 'scam', 'listing-missing'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const VIEWING_STATUSES = ['requested', 'proposed', 'accepted', 'declined'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export const VIEWING_ACTIONS = ['accept', 'propose', 'decline'] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

/** Where a viewing request stands: its status and who put the time now on the table. */
export interface ViewingState {
  status: ViewingStatus;
  /** The guest for the time first asked for; the side who proposed the last one. */
  proposedBy: ConversationSide;
}

/**
 * The state after `side` answers with `action`, or null when the state does not allow it: a
 * declined request takes no answer; a time may be accepted only by the side who did not put it
 * on the table, and not twice; either side may propose another time or decline (an accepted
 * viewing too: a change of plans).
 */
export function answerViewing(state: ViewingState, side: ConversationSide, action: ViewingAction): ViewingState | null {
  if (state.status === 'declined') return null;
  switch (action) {
    case 'accept':
      return state.status !== 'accepted' && state.proposedBy !== side ? { status: 'accepted', proposedBy: state.proposedBy } : null;
    case 'propose':
      return { status: 'proposed', proposedBy: side };
    case 'decline':
      return { status: 'declined', proposedBy: state.proposedBy };
  }
}

/** The message kind each answer writes into the conversation. */
export const VIEWING_MESSAGE_KIND = {
  accept: 'viewing-accepted',
  propose: 'viewing-proposed',
  decline: 'viewing-declined',
} as const satisfies Record<ViewingAction, string>;

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A web address in running text: http(s):// or www., up to white space or an angle bracket. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
/** Punctuation that ends a sentence rather than the address ("see www.x.bg."). */
const TRAILING = /[.,;:!?)\]}'"»“”]+$/u;

/**
 * A message's text as parts to show: plain text, and the web addresses in it as links (an
 * address without a scheme gets https://). Nothing else is interpreted.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href: /^https?:\/\//iu.test(address) ? address : `https://${address}` });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
