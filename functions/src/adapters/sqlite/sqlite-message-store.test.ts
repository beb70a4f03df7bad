import { describe, expect, it } from 'vitest';
import { describeMessageStore } from '../../../test/contracts/message-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteChatStore } from './sqlite-chat-store.js';
import { createSqliteMessageStore, insertMessage } from './sqlite-message-store.js';
import { createSqliteUserStore } from './sqlite-user-store.js';
import { writeLedgerEntry } from './sqlite-token-ledger.js';

describeMessageStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { messages: createSqliteMessageStore(db), chats: createSqliteChatStore(db), close };
});

describe('insertMessage inside a caller’s transaction', () => {
  it('commits or rolls back together with a ledger reservation', async () => {
    const { db, close } = openTempDatabase();
    try {
      await createSqliteUserStore(db).createWithOpeningEntry(
        'user_ann',
        { fullName: 'Ann Lee', firstName: 'Ann', emailAddresses: [] },
        { key: 'signup', delta: 1, reason: 'signup' },
      );
      const messages = createSqliteMessageStore(db);
      const reserve = (id: string) =>
        db
          .transaction(() => {
            insertMessage(db, {
              id,
              chatId: 'chatAnn0000000000001',
              ownerId: 'user_ann',
              role: 'user',
              text: 'make it pop',
              images: [],
              status: 'complete',
              meta: {},
              createdAt: new Date().toISOString(),
            });
            writeLedgerEntry(
              db,
              'user_ann',
              { key: `gen:${id}`, delta: -1, reason: 'generation' },
              new Date(),
            );
          })
          .immediate();

      reserve('msg00000000000000001');
      // The balance is now 0: the second reservation fails and its message is not kept.
      expect(() => reserve('msg00000000000000002')).toThrow(/Not enough tokens/);
      expect((await messages.listByChat('chatAnn0000000000001')).map((m) => m.id)).toEqual([
        'msg00000000000000001',
      ]);
    } finally {
      close();
    }
  });
});
