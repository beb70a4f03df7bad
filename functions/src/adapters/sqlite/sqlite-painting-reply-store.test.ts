import { describePaintingReplyStore } from '../../../test/contracts/painting-reply-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqlitePaintingReplyStore } from './sqlite-painting-reply-store.js';

describePaintingReplyStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { paintingReplies: createSqlitePaintingReplyStore(db), close };
});
