// PLACEHOLDER of the base branch c27 (never lands): the live-stream helper replaces this file.
import type { AreaHandlers } from '../../handler.ts';

export const streamHandlers = {
  async streamConversations() {
    throw new Error('streamConversations: not built yet');
  },
} satisfies AreaHandlers;
