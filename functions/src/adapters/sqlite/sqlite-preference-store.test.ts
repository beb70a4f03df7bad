import { describePreferenceStore } from '../../../test/contracts/preference-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqlitePreferenceStore } from './sqlite-preference-store.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describePreferenceStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { preferences: createSqlitePreferenceStore(db), users: createSqliteUserStore(db), close };
});
