import type { Chat, Message } from '@thumbforge/contract';
import type { ChatRecord } from '../ports/chat-store.port.js';
import type { MessageRecord } from '../ports/message-store.port.js';

export function toChat(record: ChatRecord): Chat {
  return {
    _id: record.id,
    title: record.title,
    pinned: record.pinned,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The API shows an image by its URL only; paths and generation data stay on the server. */
export function toMessage(record: MessageRecord): Message {
  return {
    _id: record.id,
    role: record.role,
    text: record.text,
    images: record.images.map((image) => image.url),
    createdAt: record.createdAt,
    status: record.status,
    meta: record.meta,
    ...(record.imagesExpiredAt ? { imagesExpiredAt: record.imagesExpiredAt } : {}),
  };
}
