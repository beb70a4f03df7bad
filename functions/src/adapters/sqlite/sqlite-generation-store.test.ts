import { describeGenerationStore } from '../../../test/contracts/generation-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteChatStore } from './sqlite-chat-store.js';
import { createSqliteGenerationStore } from './sqlite-generation-store.js';
import { createSqliteMessageStore } from './sqlite-message-store.js';
import { createSqliteTokenLedger } from './sqlite-token-ledger.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describeGenerationStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return {
    generations: createSqliteGenerationStore(db),
    users: createSqliteUserStore(db),
    ledger: createSqliteTokenLedger(db),
    chats: createSqliteChatStore(db),
    messages: createSqliteMessageStore(db),
    close,
  };
});
