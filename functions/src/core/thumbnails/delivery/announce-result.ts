import type { ChatMessages, Preferences } from '@thumbforge/contract';
import { linkOwnerOf, toMessages } from '../../chats/to-api.js';
import type { GenerationPorts } from '../thumbnail-ports.js';

/**
 * After a generation or edit is stored: record what a generation chose (see `withChatChoices`) and
 * read the chat back for the answer. The result is already paid for, so a preference that fails to
 * save is logged, never turned into a failed request.
 */
export async function announceResult(
  ports: GenerationPorts,
  userId: string,
  chatId: string,
  remember?: (current: Preferences) => Preferences,
): Promise<ChatMessages> {
  if (remember) {
    try {
      await ports.preferences.update(userId, remember);
    } catch (error) {
      ports.logger.warn('saving preferences failed', { userId, error });
    }
  }
  const messages = await ports.messages.listByChat(chatId);
  return [
    { chatId, messages: toMessages(messages, ports, await linkOwnerOf(userId, ports.users)) },
  ];
}
