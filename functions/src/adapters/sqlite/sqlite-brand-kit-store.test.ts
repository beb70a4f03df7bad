import { describeBrandKitStore } from '../../../test/contracts/brand-kit-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqliteBrandKitStore } from './sqlite-brand-kit-store.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describeBrandKitStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return { brandKits: createSqliteBrandKitStore(db), users: createSqliteUserStore(db), close };
});
