import type { ChatStore } from '../ports/chat-store.port.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { FileLinks } from '../ports/file-url-signer.port.js';
import type { MessageStore } from '../ports/message-store.port.js';

export interface ChatPorts {
  chats: ChatStore;
  messages: MessageStore;
  files: FileStore;
  now: () => Date;
  /** Signs file links when messages are read. */
  fileLinks: FileLinks;
}
