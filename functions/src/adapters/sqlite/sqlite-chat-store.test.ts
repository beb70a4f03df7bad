import { describeChatStore } from '../../../test/contracts/chat-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteChatStore } from './sqlite-chat-store.js';

describeChatStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { chats: createSqliteChatStore(db), close };
});
