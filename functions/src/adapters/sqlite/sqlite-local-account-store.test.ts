import { describeLocalAccountStore } from '../../../test/contracts/local-account-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteLocalAccountStore } from './sqlite-local-account-store.js';

describeLocalAccountStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { accounts: createSqliteLocalAccountStore(db), close };
});
