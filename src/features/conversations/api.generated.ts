// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<
      ListConversationsApiResponse,
      ListConversationsApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    getUnreadConversations: build.query<
      GetUnreadConversationsApiResponse,
      GetUnreadConversationsApiArg
    >({
      query: () => ({ url: `/conversations/unread` }),
    }),
    streamConversations: build.query<
      StreamConversationsApiResponse,
      StreamConversationsApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/stream`,
        headers: {
          "Last-Event-ID": queryArg["Last-Event-ID"],
        },
      }),
    }),
    getConversation: build.query<
      GetConversationApiResponse,
      GetConversationApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}`,
        params: {
          before: queryArg.before,
          limit: queryArg.limit,
        },
      }),
    }),
    viewConversation: build.mutation<
      ViewConversationApiResponse,
      ViewConversationApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/view`,
        method: "POST",
        body: queryArg.conversationAccessInput,
      }),
    }),
    sendMessage: build.mutation<SendMessageApiResponse, SendMessageApiArg>({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/messages`,
        method: "POST",
        body: queryArg.messageInput,
      }),
    }),
    markConversationRead: build.mutation<
      MarkConversationReadApiResponse,
      MarkConversationReadApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/read`,
        method: "POST",
        body: queryArg.conversationReadInput,
      }),
    }),
    blockConversation: build.mutation<
      BlockConversationApiResponse,
      BlockConversationApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/block`,
        method: "POST",
        body: queryArg.conversationBlockInput,
      }),
    }),
    reportConversation: build.mutation<
      ReportConversationApiResponse,
      ReportConversationApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/report`,
        method: "POST",
        body: queryArg.conversationReportInput,
      }),
    }),
    answerViewing: build.mutation<
      AnswerViewingApiResponse,
      AnswerViewingApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/viewing`,
        method: "POST",
        body: queryArg.viewingAnswerInput,
      }),
    }),
    setConversationNotices: build.mutation<
      SetConversationNoticesApiResponse,
      SetConversationNoticesApiArg
    >({
      query: (queryArg) => ({
        url: `/conversations/${queryArg.id}/notices`,
        method: "POST",
        body: queryArg.conversationNoticesInput,
      }),
    }),
    getConversationSettings: build.query<
      GetConversationSettingsApiResponse,
      GetConversationSettingsApiArg
    >({
      query: () => ({ url: `/conversation-settings` }),
    }),
    updateConversationSettings: build.mutation<
      UpdateConversationSettingsApiResponse,
      UpdateConversationSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/conversation-settings`,
        method: "POST",
        body: queryArg.conversationSettings,
      }),
    }),
    askAboutOrder: build.mutation<
      AskAboutOrderApiResponse,
      AskAboutOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/order/${queryArg.id}/question`,
        method: "POST",
        body: queryArg.orderQuestionInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as conversationsApi };
export type ListConversationsApiResponse =
  /** status 200 One page of conversations. */ ConversationPage;
export type ListConversationsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type GetUnreadConversationsApiResponse =
  /** status 200 The count. */ UnreadConversations;
export type GetUnreadConversationsApiArg = void;
export type StreamConversationsApiResponse =
  /** status 200 The event stream. */ string;
export type StreamConversationsApiArg = {
  "Last-Event-ID"?: string;
};
export type GetConversationApiResponse =
  /** status 200 The conversation. */ Conversation;
export type GetConversationApiArg = {
  id: number;
  /** Only messages older than this message id (the next page back). */
  before?: number;
  limit?: number;
};
export type ViewConversationApiResponse =
  /** status 200 The conversation, as its visitor side sees it. */ Conversation;
export type ViewConversationApiArg = {
  id: number;
  conversationAccessInput: ConversationAccessInput;
};
export type SendMessageApiResponse = /** status 201 The message. */ Message;
export type SendMessageApiArg = {
  id: number;
  messageInput: MessageInput;
};
export type MarkConversationReadApiResponse = unknown;
export type MarkConversationReadApiArg = {
  id: number;
  conversationReadInput: ConversationReadInput;
};
export type BlockConversationApiResponse =
  /** status 200 The conversation as it is now (its newest messages). */ Conversation;
export type BlockConversationApiArg = {
  id: number;
  conversationBlockInput: ConversationBlockInput;
};
export type ReportConversationApiResponse = unknown;
export type ReportConversationApiArg = {
  id: number;
  conversationReportInput: ConversationReportInput;
};
export type AnswerViewingApiResponse =
  /** status 200 The conversation as it is now (its newest messages). */ Conversation;
export type AnswerViewingApiArg = {
  id: number;
  viewingAnswerInput: ViewingAnswerInput;
};
export type SetConversationNoticesApiResponse = unknown;
export type SetConversationNoticesApiArg = {
  id: number;
  conversationNoticesInput: ConversationNoticesInput;
};
export type GetConversationSettingsApiResponse =
  /** status 200 The settings. */ ConversationSettings;
export type GetConversationSettingsApiArg = void;
export type UpdateConversationSettingsApiResponse =
  /** status 200 The settings as they are now. */ ConversationSettings;
export type UpdateConversationSettingsApiArg = {
  conversationSettings: ConversationSettings;
};
export type AskAboutOrderApiResponse =
  /** status 201 The conversation the question is in. */ ConversationRef;
export type AskAboutOrderApiArg = {
  id: number;
  orderQuestionInput: OrderQuestionInput;
};
export type ConversationSubjectKind = "property" | "tenant-offer" | "order";
export type ConversationSubject = {
  kind: ConversationSubjectKind;
  id: number;
  title: string;
  /** A picture's URL (the listing's first picture, or the vendor's logo). */
  picture: string | null;
};
export type ConversationSide = "owner" | "guest";
export type MessageKind =
  | "text"
  | "viewing-requested"
  | "viewing-proposed"
  | "viewing-accepted"
  | "viewing-declined";
export type Message = {
  id: number;
  /** Sent by the caller's side. */
  mine: boolean;
  kind: MessageKind;
  /** Plain text as written (null for a viewing step without a note). */
  body: string | null;
  /** A viewing step's local (Europe/Sofia) 'YYYY-MM-DD HH:mm'. */
  at: string | null;
  createdAt: string;
};
export type ConversationSummary = {
  id: number;
  about: ConversationSubject;
  me: ConversationSide;
  /** The other side's display name (never an e-mail address). */
  otherName: string;
  lastMessage: Message;
  /** Messages of the other side after my read mark. */
  unread: number;
  blocked: boolean;
  updatedAt: string;
};
export type ConversationPage = {
  items: ConversationSummary[];
  total: number;
  offset: number;
  limit: number;
};
export type ErrorItem = {
  /** The rejected field, dotted for nested fields (`items.0.quantity`). */
  property: string;
  /** Why, in the request's language. */
  message: string;
};
export type StockShortage = {
  productId: number;
  /** The product's title in the request's language. */
  title: string;
  /** How many are left (0 when sold out). */
  available: number;
};
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
  /** On a checkout refused for stock (409 of createOrder), each product the cart asks more of than is left. */
  shortages?: StockShortage[];
};
export type UnreadConversations = {
  count: number;
};
export type SharedContact = {
  phone: string | null;
  email: string | null;
};
export type ConversationViewingStatus =
  "requested" | "proposed" | "accepted" | "declined";
export type ConversationViewing = {
  /** The viewing request's id. */
  id: number;
  status: ConversationViewingStatus;
  /** The time now on the table (asked, proposed or accepted), local 'YYYY-MM-DD HH:mm'. */
  dateTime: string;
  proposedBy: ConversationSide;
};
export type Conversation = {
  id: number;
  about: ConversationSubject;
  me: ConversationSide;
  otherName: string;
  sharedContact: SharedContact;
  viewing: ConversationViewing | null;
  blockedByMe: boolean;
  blockedByThem: boolean;
  /** I reported it. */
  reported: boolean;
  /** Whether I get e-mails of its new messages. */
  emailNotices: boolean;
  /** The last message the other side has read (for "seen" marks). */
  readByThemUpTo: number | null;
  /** One page, oldest first. */
  messages: Message[];
  hasOlder: boolean;
};
export type ConversationToken = string;
export type ConversationAccessInput = {
  token: ConversationToken;
  before?: number;
  limit?: number;
};
export type MessageInput = {
  /** Plain text (domain MESSAGE_MAX_LENGTH, as long as a first message to a flatmate poster). */
  body: string;
  token?: ConversationToken;
};
export type ConversationReadInput = {
  /** A message of this conversation (another's is a validation failure of `upTo`). */
  upTo: number;
  token?: ConversationToken;
};
export type ConversationBlockInput = {
  blocked: boolean;
  token?: ConversationToken;
};
export type ConversationReportReason = "abuse" | "scam" | "listing-missing";
export type ConversationReportInput = {
  reason: ConversationReportReason;
  note?: string;
  token?: ConversationToken;
};
export type ViewingAnswerAction = "accept" | "propose" | "decline";
export type ViewingAnswerInput = {
  action: ViewingAnswerAction;
  /** For `propose` (required there, refused otherwise): local 'YYYY-MM-DD HH:mm', as ViewingRequestInput's. */
  dateTime?: string;
  /** An optional line sent with the answer. */
  note?: string;
  token?: ConversationToken;
};
export type ConversationNoticesInput = {
  token: ConversationToken;
  emailNotices: boolean;
  revokeLinks?: boolean;
};
export type ConversationSettings = {
  emailNotices: boolean;
};
export type ConversationRef = {
  id: number;
};
export type OrderQuestionInput = {
  vendorId: number;
  message: string;
  /** The order e-mail's token (as OrderAccessInput's), for an order placed without an account. */
  token?: string;
};
export const {
  useListConversationsQuery,
  useLazyListConversationsQuery,
  useGetUnreadConversationsQuery,
  useLazyGetUnreadConversationsQuery,
  useStreamConversationsQuery,
  useLazyStreamConversationsQuery,
  useGetConversationQuery,
  useLazyGetConversationQuery,
  useViewConversationMutation,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useBlockConversationMutation,
  useReportConversationMutation,
  useAnswerViewingMutation,
  useSetConversationNoticesMutation,
  useGetConversationSettingsQuery,
  useLazyGetConversationSettingsQuery,
  useUpdateConversationSettingsMutation,
  useAskAboutOrderMutation,
} = injectedRtkApi;
