// PLACEHOLDER of the base branch c27 (never lands): the conversations server helper replaces this file.
import type { AreaHandlers } from '../../handler.ts';

const notBuilt = (name: string) => async (): Promise<never> => {
  throw new Error(`${name}: not built yet`);
};

export const conversationHandlers = {
  listConversations: notBuilt('listConversations'),
  getUnreadConversations: notBuilt('getUnreadConversations'),
  getConversation: notBuilt('getConversation'),
  viewConversation: notBuilt('viewConversation'),
  sendMessage: notBuilt('sendMessage'),
  markConversationRead: notBuilt('markConversationRead'),
  blockConversation: notBuilt('blockConversation'),
  reportConversation: notBuilt('reportConversation'),
  answerViewing: notBuilt('answerViewing'),
  setConversationNotices: notBuilt('setConversationNotices'),
  getConversationSettings: notBuilt('getConversationSettings'),
  updateConversationSettings: notBuilt('updateConversationSettings'),
  askAboutOrder: notBuilt('askAboutOrder'),
} satisfies AreaHandlers;
