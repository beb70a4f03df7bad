import { describePreferenceStore } from '../../../test/contracts/preference-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqlitePreferenceStore } from './sqlite-preference-store.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describePreferenceStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  const write = db.prepare<[string, string]>('UPDATE users SET preferences = ? WHERE id = ?');
  return {
    preferences: createSqlitePreferenceStore(db),
    users: createSqliteUserStore(db),
    writeStored: (userId, preferences) => void write.run(JSON.stringify(preferences), userId),
    close,
  };
});
