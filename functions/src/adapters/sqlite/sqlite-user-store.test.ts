import { describeUserStore } from '../../../test/contracts/user-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteTokenLedger } from './sqlite-token-ledger.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describeUserStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { users: createSqliteUserStore(db), ledger: createSqliteTokenLedger(db), close };
});
