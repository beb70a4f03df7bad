import { describePaymentStore } from '../../../test/contracts/payment-store.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqlitePaymentStore } from './sqlite-payment-store.js';
import { createSqliteTokenLedger } from './sqlite-token-ledger.js';
import { createSqliteUserStore } from './sqlite-user-store.js';

describePaymentStore('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return {
    payments: createSqlitePaymentStore(db),
    users: createSqliteUserStore(db),
    ledger: createSqliteTokenLedger(db),
    close,
  };
});
