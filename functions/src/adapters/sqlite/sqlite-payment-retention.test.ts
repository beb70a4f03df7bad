import { describePaymentRetention } from '../../../test/contracts/payment-retention.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSqlitePaymentRetention } from './sqlite-payment-retention.js';
import { createSqlitePaymentStore } from './sqlite-payment-store.js';

describePaymentRetention('SQLite', async () => {
  const { db, close } = openTempDatabase();
  return {
    retention: createSqlitePaymentRetention(db),
    store: createSqlitePaymentStore(db),
    close,
  };
});
