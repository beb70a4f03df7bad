import { z } from 'zod';
import { messageMetaSchema } from '@thumbforge/contract';
import {
  patchOf,
  type MessageImage,
  type MessageRecord,
  type MessageStore,
} from '../../core/ports/message-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface MessageRow {
  id: string;
  chat_id: string;
  owner_id: string;
  role: MessageRecord['role'];
  text: string;
  images: string;
  status: MessageRecord['status'];
  meta: string;
  created_at: string;
  images_expired_at: string | null;
}

/** Stored images keep every field they were written with; `url` and `path` must be there. */
const storedImagesSchema = z.array(z.looseObject({ url: z.string(), path: z.string() }));

function toMessage(row: MessageRow): MessageRecord {
  return {
    id: row.id,
    chatId: row.chat_id,
    ownerId: row.owner_id,
    role: row.role,
    text: row.text,
    images: storedImagesSchema.parse(JSON.parse(row.images)) as MessageImage[],
    status: row.status,
    meta: messageMetaSchema.parse(JSON.parse(row.meta)),
    createdAt: row.created_at,
    ...(row.images_expired_at ? { imagesExpiredAt: row.images_expired_at } : {}),
  };
}

function toRow(message: MessageRecord): MessageRow {
  return {
    id: message.id,
    chat_id: message.chatId,
    owner_id: message.ownerId,
    role: message.role,
    text: message.text,
    images: JSON.stringify(message.images),
    status: message.status,
    meta: JSON.stringify(message.meta),
    created_at: message.createdAt,
    images_expired_at: message.imagesExpiredAt ?? null,
  };
}

/**
 * Appends one message. Runs in the caller's transaction when there is one, so a generation can
 * store the user's message in the same transaction as its token reservation (see
 * `writeLedgerEntry`). Answers 'exists', changing nothing, when the id is taken.
 */
export function insertMessage(db: SqliteDatabase, message: MessageRecord): 'created' | 'exists' {
  const { changes } = db
    .prepare(
      `INSERT INTO messages
         (id, chat_id, owner_id, role, text, images, status, meta, created_at, images_expired_at)
       VALUES (@id, @chat_id, @owner_id, @role, @text, @images, @status, @meta, @created_at,
         @images_expired_at)
       ON CONFLICT (chat_id, id) DO NOTHING`,
    )
    .run(toRow(message));
  return changes === 1 ? 'created' : 'exists';
}

export function createSqliteMessageStore(db: SqliteDatabase): MessageStore {
  const select = db.prepare<[string, string], MessageRow>(
    'SELECT * FROM messages WHERE chat_id = ? AND id = ?',
  );
  const selectByChat = db.prepare<[string], MessageRow>(
    'SELECT * FROM messages WHERE chat_id = ? ORDER BY created_at, rowid',
  );
  const write = db.prepare<MessageRow>(
    `UPDATE messages SET text = @text, images = @images, status = @status, meta = @meta,
       images_expired_at = @images_expired_at
     WHERE chat_id = @chat_id AND id = @id`,
  );
  const selectWithImagesBefore = db.prepare<[string, number], MessageRow>(
    `SELECT * FROM messages WHERE images <> '[]' AND created_at < ?
     ORDER BY created_at, rowid LIMIT ?`,
  );
  const deleteByChat = db.prepare<[string]>('DELETE FROM messages WHERE chat_id = ?');
  const ownedChat = db.prepare<[string, string]>(
    'SELECT 1 FROM chats WHERE id = ? AND owner_id = ?',
  );

  return {
    async append(message) {
      return insertMessage(db, message);
    },
    async appendReply(message, inReplyTo) {
      return db
        .transaction(() => {
          const there =
            ownedChat.get(message.chatId, message.ownerId) !== undefined &&
            select.get(message.chatId, inReplyTo) !== undefined;
          return there ? insertMessage(db, message) : 'gone';
        })
        .immediate();
    },
    async get(chatId, messageId) {
      const row = select.get(chatId, messageId);
      return row ? toMessage(row) : null;
    },
    async update(chatId, messageId, change) {
      return db
        .transaction(() => {
          const row = select.get(chatId, messageId);
          if (!row) return null;
          const current = toMessage(row);
          const next: MessageRecord = { ...current, ...definedFields(patchOf(change, current)) };
          write.run(toRow(next));
          return next;
        })
        .immediate();
    },
    async listByChat(chatId) {
      return selectByChat.all(chatId).map(toMessage);
    },
    async deleteByChat(chatId) {
      return deleteByChat.run(chatId).changes;
    },
    async listWithImagesBefore(cutoff, limit) {
      return selectWithImagesBefore.all(cutoff.toISOString(), limit).map(toMessage);
    },
  };
}

/** A patch's fields that are set: `{ text: undefined }` leaves the text alone. */
function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
