import { describeApiKeyStore } from '../../../test/contracts/api-key-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteApiKeyStore } from './sqlite-api-key-store.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describeApiKeyStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { apiKeys: createSqliteApiKeyStore(db), users: createSqliteUserStore(db), close };
});
