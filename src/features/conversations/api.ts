/**
 * The conversations' API (contract tag conversations, issue 27), with its cache tags: the inbox
 * list and each conversation; a message, a read mark, a block or a viewing answer changes the
 * conversation and the list (its last message, its unread count), and the unread count follows
 * (it is the 'Conversation' LIST too). The live stream (liveUnread.ts) invalidates the same tags
 * when a message arrives. The visitor's calls (viewConversation and the others with a token) are
 * mutations the page refetches itself: they are not in the signed-in cache.
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { conversationsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const conversationsApi = generated.enhanceEndpoints({
  endpoints: {
    listConversations: { providesTags: (result) => listTags('Conversation', result) },
    getUnreadConversations: { providesTags: [{ type: 'Conversation', id: LIST }] },
    getConversation: { providesTags: (_result, _error, { id }) => itemTags('Conversation', id) },
    sendMessage: { invalidatesTags: (_result, _error, { id, messageInput }) => (messageInput.token ? [] : changedTags('Conversation', id)) },
    markConversationRead: { invalidatesTags: (_result, _error, { conversationReadInput }) => (conversationReadInput.token ? [] : [{ type: 'Conversation', id: LIST }]) },
    blockConversation: { invalidatesTags: (_result, _error, { id, conversationBlockInput }) => (conversationBlockInput.token ? [] : changedTags('Conversation', id)) },
    reportConversation: { invalidatesTags: (_result, _error, { id, conversationReportInput }) => (conversationReportInput.token ? [] : itemTags('Conversation', id)) },
    answerViewing: {
      invalidatesTags: (_result, _error, { id, viewingAnswerInput }) => (viewingAnswerInput.token ? [] : [...changedTags('Conversation', id), { type: 'ViewingRequest', id: LIST }]),
    },
    getConversationSettings: { providesTags: ['ConversationSettings'] },
    updateConversationSettings: { invalidatesTags: ['ConversationSettings'] },
    askAboutOrder: { invalidatesTags: [{ type: 'Conversation', id: LIST }] },
  },
});
