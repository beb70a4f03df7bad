import type { ChatMessages } from '@thumbforge/contract';

/**
 * The thumbnail an edit answered with, so the selection moves to it and edits chain: the last
 * reply's image, or the edited one itself when the edit changed nothing (its reply has none).
 */
export function editedImage(chat: ChatMessages, chatId: string, edited: string): string {
  const messages = chat.find((thread) => thread.chatId === chatId)?.messages ?? [];
  const reply = messages.findLast((message) => message.role === 'assistant');
  return reply?.images[0] ?? edited;
}
