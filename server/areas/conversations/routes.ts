/**
 * The conversations area's handlers (contract tag conversations, issue 27, docs/decisions/0032):
 * a signed-in user's inbox and conversations, and a visitor's conversation through its private
 * link (`token` in the body, never in an address). Only the two sides read a conversation: to
 * anybody else it answers 404, as one that does not exist. Queries and writes are in
 * repository.ts; the e-mail notices in mails.ts; the live stream in stream.ts.
 */
import type { FastifyRequest } from 'fastify';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, VIEWING_MESSAGE_KIND, answerViewing } from '../../../domain/conversations.ts';
import type { ConversationSide } from '../../../domain/conversations.ts';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { HttpError, conflict, forbidden, notFound, unauthorized, validationFailed } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { hashToken } from '../../services/tokens.ts';
import { viewingTimeOf } from '../../viewingTime.ts';
import { sendReportMail } from './mails.ts';
import { otherNameOf } from './repository.ts';
import type { ConversationHeader, Refusal, StoredMessage } from './repository.ts';

type Conversation = components['schemas']['Conversation'];
type Message = components['schemas']['Message'];

export const CONVERSATION_ERROR_KEYS = {
  blocked: 'conversation-error-blocked',
  link: 'conversation-error-link',
  viewingState: 'conversation-error-viewing-state',
  self: 'conversation-error-self',
  unknownMessage: 'conversation-error-unknown-message',
  propose: 'conversation-error-propose-time',
  vendor: 'conversation-error-vendor',
} as const;

/** A sender's message beyond the hourly limit. */
const tooManyMessages = () => new HttpError(429, 'error-too-many-requests');

/** The caller's side of a conversation: a signed-in side, or the visitor's private link. */
interface Access {
  header: ConversationHeader;
  side: ConversationSide;
}

/**
 * The conversation `id` as the caller may open it: with `token`, by that private link (a link
 * that is not this conversation's, expired or revoked is 404 `conversation-error-link`); else
 * signed in as one of its sides (anybody else: 404; nobody signed in: 401).
 */
async function accessOf(request: FastifyRequest, id: number, token: string | undefined): Promise<Access> {
  const { conversationRepository } = request.server;
  if (token !== undefined) {
    const found = await conversationRepository.forLink(id, hashToken(token));
    if (!found) throw new HttpError(404, CONVERSATION_ERROR_KEYS.link);
    return { header: found.header, side: 'guest' };
  }
  if (!request.user) throw unauthorized();
  const found = await conversationRepository.forUser(id, request.user.id);
  if (!found) throw notFound();
  return found;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function messageOf(message: StoredMessage, side: ConversationSide): Message {
  return { id: message.id, mine: message.sender === side, kind: message.kind, body: message.body, at: message.at, createdAt: iso(message.createdAt) };
}

function aboutOf(header: ConversationHeader, locale: Locale): Conversation['about'] {
  const { conversation } = header;
  const id = conversation.subjectKind === 'property' ? conversation.propertyId : conversation.subjectKind === 'tenant-offer' ? conversation.tenantOfferId : conversation.orderId;
  return { kind: conversation.subjectKind, id: id!, title: pick(header.title, locale), picture: header.picture };
}

/** What the guest shared with the form they wrote with: a viewing request's phone and address, a flatmate message's phone. */
function sharedContactOf(header: ConversationHeader, side: ConversationSide): Conversation['sharedContact'] {
  const { conversation } = header;
  if (side === 'guest') return { phone: null, email: null };
  return { phone: conversation.guestPhone, email: conversation.subjectKind === 'property' ? conversation.guestEmail : null };
}

/** The whole answer of a conversation as `side` sees it, with one page of its messages. */
async function conversationOf(request: FastifyRequest, access: Access, page: { before?: number | undefined; limit?: number | undefined } = {}): Promise<Conversation> {
  const { conversationRepository } = request.server;
  const { header, side } = access;
  const { conversation } = header;
  const [{ messages, hasOlder }, details] = await Promise.all([
    conversationRepository.messages(conversation.id, { before: page.before, limit: page.limit ?? MESSAGES_PAGE_SIZE.default }),
    conversationRepository.sideDetails(conversation, side),
  ]);
  const mineBlocked = side === 'owner' ? conversation.ownerBlockedAt : conversation.guestBlockedAt;
  const theirsBlocked = side === 'owner' ? conversation.guestBlockedAt : conversation.ownerBlockedAt;
  return {
    id: conversation.id,
    about: aboutOf(header, request.locale),
    me: side,
    otherName: otherNameOf(header, side, request.locale),
    sharedContact: sharedContactOf(header, side),
    viewing: header.viewing,
    blockedByMe: mineBlocked !== null,
    blockedByThem: theirsBlocked !== null,
    reported: details.reported,
    emailNotices: details.emailNotices,
    readByThemUpTo: side === 'owner' ? conversation.guestReadId : conversation.ownerReadId,
    messages: messages.map((message) => messageOf(message, side)),
    hasOlder,
  };
}

/** The conversation read again after a change (its newest messages). */
async function reread(request: FastifyRequest, access: Access, token: string | undefined): Promise<Conversation> {
  return conversationOf(request, await accessOf(request, access.header.conversation.id, token));
}

/** A refused message as its error; a written one's notice job is looked for now. */
function settle<Written extends { noticeQueued: boolean }>(request: FastifyRequest, outcome: Written | Refusal): Written {
  if ('refused' in outcome) throw outcome.refused === 'blocked' ? conflict(CONVERSATION_ERROR_KEYS.blocked) : tooManyMessages();
  if (outcome.noticeQueued) request.server.conversationMails.wake();
  return outcome;
}

export const conversationHandlers = {
  async listConversations(request) {
    const offset = request.query.offset ?? 0;
    const limit = request.query.limit ?? CONVERSATIONS_PAGE_SIZE.default;
    const page = await request.server.conversationRepository.list(request.user!.id, { offset, limit });
    return {
      items: page.items.map(({ header, side, unread, lastMessage }) => ({
        id: header.conversation.id,
        about: aboutOf(header, request.locale),
        me: side,
        otherName: otherNameOf(header, side, request.locale),
        lastMessage: messageOf(lastMessage, side),
        unread,
        blocked: header.conversation.ownerBlockedAt !== null || header.conversation.guestBlockedAt !== null,
        updatedAt: iso(header.conversation.lastMessageAt),
      })),
      total: page.total,
      offset,
      limit,
    };
  },

  async getUnreadConversations(request) {
    return { count: await request.server.conversationRepository.unreadCount(request.user!.id) };
  },

  async getConversation(request) {
    const { before, limit } = request.query;
    return conversationOf(request, await accessOf(request, request.params.id, undefined), { before, limit });
  },

  async viewConversation(request) {
    const { token, before, limit } = request.body;
    return conversationOf(request, await accessOf(request, request.params.id, token), { before, limit });
  },

  async sendMessage(request, reply) {
    const { body, token } = request.body;
    const access = await accessOf(request, request.params.id, token);
    const { message } = settle(request, await request.server.conversationRepository.send(access.header.conversation.id, { sender: access.side, body }));
    return reply.code(201).send(messageOf(message, access.side));
  },

  async markConversationRead(request, reply) {
    const { upTo, token } = request.body;
    const { conversationRepository } = request.server;
    const access = await accessOf(request, request.params.id, token);
    if (!(await conversationRepository.hasMessage(access.header.conversation.id, upTo))) throw validationFailed([{ property: 'upTo', key: CONVERSATION_ERROR_KEYS.unknownMessage }]);
    await conversationRepository.markRead(access.header.conversation, access.side, upTo);
    return reply.code(204).send();
  },

  async blockConversation(request) {
    const { blocked, token } = request.body;
    const access = await accessOf(request, request.params.id, token);
    await request.server.conversationRepository.block(access.header.conversation, access.side, blocked);
    return reread(request, access, token);
  },

  async reportConversation(request, reply) {
    const { reason, note, token } = request.body;
    const access = await accessOf(request, request.params.id, token);
    await request.server.conversationRepository.report(access.header.conversation.id, access.side, reason, note?.trim() || null);
    await sendReportMail(request.server, access.header.conversation.id, access.side, reason, note);
    return reply.code(204).send();
  },

  async answerViewing(request) {
    const { action, dateTime, note, token } = request.body;
    const access = await accessOf(request, request.params.id, token);
    const { conversation } = access.header;
    if (conversation.viewingRequestId === null) throw notFound();
    let proposed: string | undefined;
    if (action === 'propose') {
      const time = dateTime === undefined ? { problem: CONVERSATION_ERROR_KEYS.propose } : viewingTimeOf(dateTime, new Date());
      if ('problem' in time) throw validationFailed([{ property: 'dateTime', key: time.problem }]);
      proposed = time.at;
    } else if (dateTime !== undefined) {
      throw validationFailed([{ property: 'dateTime', key: CONVERSATION_ERROR_KEYS.propose }]);
    }
    const outcome = await request.server.conversationRepository.answerViewing(conversation, access.side, (state) => {
      const next = answerViewing(state, access.side, action);
      if (!next) return null;
      const at = proposed ?? state.dateTime;
      return { state: next, dateTime: at, message: { kind: VIEWING_MESSAGE_KIND[action], body: note?.trim() || null, at } };
    });
    if (outcome === 'state') throw conflict(CONVERSATION_ERROR_KEYS.viewingState);
    if (outcome === 'blocked') throw conflict(CONVERSATION_ERROR_KEYS.blocked);
    if (outcome === 'rate-limit') throw tooManyMessages();
    request.server.conversationMails.wake();
    return reread(request, access, token);
  },

  async setConversationNotices(request, reply) {
    const { token, emailNotices, revokeLinks = false } = request.body;
    const access = await accessOf(request, request.params.id, token);
    await request.server.conversationRepository.setGuestNotices(access.header.conversation.id, emailNotices, revokeLinks);
    return reply.code(204).send();
  },

  async getConversationSettings(request) {
    return { emailNotices: await request.server.conversationRepository.emailNotices(request.user!.id) };
  },

  async updateConversationSettings(request) {
    await request.server.conversationRepository.setEmailNotices(request.user!.id, request.body.emailNotices);
    return { emailNotices: request.body.emailNotices };
  },

  /**
   * A buyer's question to a vendor of their order: signed in as its buyer, or with the order
   * e-mail's token (the shop's own check, viewOrder's); someone else's order is 403.
   */
  async askAboutOrder(request, reply) {
    const { shopRepository, conversationRepository } = request.server;
    const { id } = request.params;
    const { vendorId, message, token } = request.body;
    const order =
      token !== undefined
        ? await shopRepository.findOrderByAccess(id, hashToken(token))
        : request.user
          ? await shopRepository.findOrder(id, { buyerUserId: request.user.id })
          : undefined;
    if (!order) {
      if (token === undefined && !request.user) throw unauthorized();
      if (token !== undefined) throw notFound();
      throw (await shopRepository.orderExists(id)) ? forbidden() : notFound();
    }
    const ownerUserId = order.groups.some((group) => group.vendorId === vendorId) ? await conversationRepository.vendorOwner(vendorId) : undefined;
    if (ownerUserId === undefined) throw validationFailed([{ property: 'vendorId', key: CONVERSATION_ERROR_KEYS.vendor }]);
    const guestUserId = order.buyerUserId;
    if (guestUserId === ownerUserId) throw validationFailed([{ property: 'vendorId', key: CONVERSATION_ERROR_KEYS.self }]);
    const buyer = guestUserId === null ? undefined : await conversationRepository.user(guestUserId);
    const opened = settle(
      request,
      await conversationRepository.open(
        {
          subjectKind: 'order',
          orderId: order.id,
          vendorId,
          ownerUserId,
          guestUserId,
          guestName: buyer?.name ?? order.contact.name,
          guestEmail: buyer?.email ?? order.contact.email,
          guestPhone: null,
          guestLocale: buyer?.locale ?? order.locale,
        },
        { body: message },
      ),
    );
    return reply.code(201).send({ id: opened.conversationId });
  },
} satisfies AreaHandlers;
