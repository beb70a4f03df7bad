import { describeTokenLedger } from '../../../test/contracts/token-ledger.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteTokenLedger } from './sqlite-token-ledger.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describeTokenLedger('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { ledger: createSqliteTokenLedger(db), users: createSqliteUserStore(db), close };
});
