import type { ChatRecord, ChatStore } from '../../core/ports/chat-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface ChatRow {
  id: string;
  owner_id: string;
  title: string;
  pinned: number;
  created_at: string;
  updated_at: string;
}

function toChat(row: ChatRow): ChatRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    pinned: row.pinned === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createSqliteChatStore(db: SqliteDatabase): ChatStore {
  const insert = db.prepare(
    `INSERT INTO chats (id, owner_id, title, pinned, created_at, updated_at)
     VALUES (@id, @owner_id, @title, @pinned, @created_at, @updated_at)`,
  );
  const selectOwned = db.prepare<[string, string], ChatRow>(
    'SELECT * FROM chats WHERE id = ? AND owner_id = ?',
  );
  const selectByOwner = db.prepare<[string], ChatRow>(
    'SELECT * FROM chats WHERE owner_id = ? ORDER BY created_at DESC, id DESC',
  );
  const updateOwned = db.prepare<
    {
      id: string;
      owner_id: string;
      title: string | null;
      pinned: number | null;
      updated_at: string;
    },
    ChatRow
  >(
    `UPDATE chats
       SET title = coalesce(@title, title), pinned = coalesce(@pinned, pinned),
           updated_at = @updated_at
     WHERE id = @id AND owner_id = @owner_id
     RETURNING *`,
  );
  const toggleOwned = db.prepare<[string, string, string], ChatRow>(
    `UPDATE chats SET pinned = 1 - pinned, updated_at = ?
     WHERE id = ? AND owner_id = ?
     RETURNING *`,
  );
  const deleteOwned = db.prepare<[string, string]>(
    'DELETE FROM chats WHERE id = ? AND owner_id = ?',
  );

  return {
    async create(chat) {
      insert.run({
        id: chat.id,
        owner_id: chat.ownerId,
        title: chat.title,
        pinned: chat.pinned ? 1 : 0,
        created_at: chat.createdAt,
        updated_at: chat.updatedAt,
      });
    },
    async findOwned(ownerId, chatId) {
      const row = selectOwned.get(chatId, ownerId);
      return row ? toChat(row) : null;
    },
    async listByOwner(ownerId) {
      return selectByOwner.all(ownerId).map(toChat);
    },
    async update(ownerId, chatId, patch) {
      const row = updateOwned.get({
        id: chatId,
        owner_id: ownerId,
        title: patch.title ?? null,
        pinned: patch.pinned === undefined ? null : patch.pinned ? 1 : 0,
        updated_at: patch.updatedAt,
      });
      return row ? toChat(row) : null;
    },
    async togglePinned(ownerId, chatId, updatedAt) {
      const row = toggleOwned.get(updatedAt, chatId, ownerId);
      return row ? toChat(row) : null;
    },
    async delete(ownerId, chatId) {
      return deleteOwned.run(chatId, ownerId).changes === 1;
    },
  };
}
