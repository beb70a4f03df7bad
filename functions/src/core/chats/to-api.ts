import type { Chat, Message } from '@thumbforge/contract';
import type { ChatRecord } from '../ports/chat-store.port.js';
import type { FileLinks, LinkOwner } from '../ports/file-url-signer.port.js';
import type { MessageImage, MessageRecord } from '../ports/message-store.port.js';

export function toChat(record: ChatRecord): Chat {
  return {
    _id: record.id,
    title: record.title,
    pinned: record.pinned,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** A file's link as the caller gets it, signed now. */
type LinkOf = (path: string) => string;

/** The YouTube copies of a reply's Ultra HD thumbnails, linked as its images are. */
function metaWithLinks(record: MessageRecord, linkOf: LinkOf): Message['meta'] {
  const copies = record.images.map((image: MessageImage) =>
    linkOf(typeof image.youtubePath === 'string' ? image.youtubePath : image.path),
  );
  return record.meta.youtubeCopies ? { ...record.meta, youtubeCopies: copies } : record.meta;
}

/** The API shows an image by its URL only; paths and generation data stay on the server. */
function toMessage(record: MessageRecord, linkOf: LinkOf): Message {
  return {
    _id: record.id,
    role: record.role,
    text: record.text,
    images: record.images.map((image) => linkOf(image.path)),
    createdAt: record.createdAt,
    status: record.status,
    meta: metaWithLinks(record, linkOf),
    ...(record.imagesExpiredAt ? { imagesExpiredAt: record.imagesExpiredAt } : {}),
  };
}

/**
 * The account a generation, edit or set of language versions is for, as links are signed for it
 * (reopened since when, if ever); an account deleted meanwhile gets links that serve nothing.
 */
export async function linkOwnerOf(
  userId: string,
  users: { get(userId: string): Promise<LinkOwner | null> },
): Promise<LinkOwner> {
  return (await users.get(userId)) ?? { closedAt: null };
}

/**
 * Messages as their owner sees them: each image with a link made now, for the owner's account as
 * it is now (a stored message keeps only paths, so it never holds a link that died).
 */
export function toMessages(
  records: MessageRecord[],
  ports: { fileLinks: FileLinks; now: () => Date },
  owner: LinkOwner,
): Message[] {
  const at = ports.now();
  const linkOf: LinkOf = (path) => ports.fileLinks.linkFor(path, owner, at);
  return records.map((record) => toMessage(record, linkOf));
}
