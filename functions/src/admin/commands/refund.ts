import { parseArgs } from 'node:util';
import { REFUND_WINDOW_DAYS, refundPurchase } from '../../core/payments/refund-purchase.js';
import { positionals, type AdminCommand } from '../admin-command.js';

export const command: AdminCommand = {
  name: 'refund',
  usage: '<paymentId | orderId> [--force]',
  summary:
    `refunds the unused tokens of a purchase at its price per token, within ${REFUND_WINDOW_DAYS} ` +
    'days of paying (--force: later too), and takes those tokens back',
  async run(args, ports, io) {
    const { values, positionals: rest } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [id = ''] = positionals(rest, ['<paymentId>']);
    const summary = await refundPurchase(
      id,
      { force: values.force },
      {
        ...ports.payments,
        ledger: ports.ledger,
      },
    );
    const { outcome } = summary;
    if (summary.daysPastWindow !== null) {
      io.print(
        `Paid ${summary.daysPastWindow} days ago, outside the ${REFUND_WINDOW_DAYS}-day refund window: refunded because of --force`,
      );
    }
    io.print(
      `Refund ${summary.refundId} of ₹${summary.amount.toFixed(2)} for order ${summary.orderId} ` +
        `(${summary.unusedTokens} unused tokens): ${summary.status}`,
    );
    if (outcome.kind !== 'held') {
      io.print(`Took back ${outcome.tokensTakenBack} tokens; balance now ${outcome.tokenBalance}`);
    }
    return 0;
  },
};
