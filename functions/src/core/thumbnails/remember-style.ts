import { THUMBNAIL_MESSAGES, type StyleChoices, type User } from '@thumbforge/contract';
import type { ChatPorts } from '../chats/chat-ports.js';
import { ownedChat } from '../chats/chats.js';
import type { MessageRecord } from '../ports/message-store.port.js';
import { getOrCreateCurrentUser } from '../users/get-or-create-current-user.js';
import { withSavedStyle, type ClearPreferencesPorts } from '../users/preferences.js';
import { styleWordsIn } from './prompt/index.js';
import { findGeneratedImage, type GeneratedImage } from './stored/index.js';

/**
 * A thumbnail's style as its generation asked for it: the genre and mood chosen, its resolution,
 * and the style words of the description. Edits made to it since are left out: they were asked
 * for this picture, not for every picture.
 */
function styleOfThumbnail(messages: MessageRecord[], image: GeneratedImage): StyleChoices {
  const shownIn = messages.findIndex((message) =>
    message.images.some((candidate) => candidate.path === image.path),
  );
  const request = messages
    .slice(0, shownIn + 1)
    .reverse()
    .find((message) => message.role === 'user' && message.meta.genre !== undefined);
  return {
    genre: request?.meta.genre ?? null,
    mood: request?.meta.mood ?? null,
    resolution: image.resolution,
    styleWords: request ? styleWordsIn(request.text) : [],
  };
}

interface RememberStylePorts extends Pick<ChatPorts, 'chats' | 'messages'>, ClearPreferencesPorts {}

/** "Remember this style": one of the caller's thumbnails becomes the style new ones start from. */
export async function rememberStyle(
  userId: string,
  chatId: string,
  url: string,
  ports: RememberStylePorts,
): Promise<User> {
  await ownedChat(ports, userId, chatId);
  const messages = await ports.messages.listByChat(chatId);
  const image = findGeneratedImage(messages, url, THUMBNAIL_MESSAGES.notRememberable);
  const saved = styleOfThumbnail(messages, image);
  await ports.preferences.update(userId, (current) => withSavedStyle(current, saved));
  return getOrCreateCurrentUser(userId, ports);
}
