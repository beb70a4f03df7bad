import { parseArgs } from 'node:util';
import {
  invoiceRegister,
  type InvoiceRegister,
  type RegisterRow,
} from '../../core/payments/invoice-register.js';
import { UsageError, type AdminCommand, type AdminIo } from '../admin-command.js';
import { csvCell } from '../csv-cell.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateArg(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`missing --${name}`);
  if (!DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--${name} must be a date such as 2026-04-01`);
  }
  return value;
}

const money = (paise: number) => (paise / 100).toFixed(2);

const CSV_COLUMNS: [string, (row: RegisterRow) => string][] = [
  ['section', (row) => row.section],
  ['document', (row) => row.kind],
  ['number', (row) => row.number],
  ['date', (row) => row.date],
  ['against_invoice', (row) => row.invoiceNumber ?? ''],
  ['buyer_gstin', (row) => row.buyerGstin ?? ''],
  ['buyer_name', (row) => row.buyerName],
  ['place_of_supply', (row) => row.placeOfSupply],
  ['reverse_charge', () => 'N'],
  ['sac', (row) => row.sac],
  ['rate', (row) => String(row.ratePercent)],
  ['taxable_value', (row) => money(row.taxablePaise)],
  ['igst', (row) => money(row.igstPaise)],
  ['cgst', (row) => money(row.cgstPaise)],
  ['sgst_utgst', (row) => money(row.sgstPaise)],
  ['total', (row) => money(row.totalPaise)],
  ['order_id', (row) => row.orderId],
];

function printCsv(register: InvoiceRegister, io: AdminIo) {
  io.print(CSV_COLUMNS.map(([name]) => name).join(','));
  for (const row of register.rows) {
    io.print(CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  }
}

const taxColumns = (line: {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}) =>
  `taxable ${money(line.taxablePaise)}, IGST ${money(line.igstPaise)}, CGST ${money(line.cgstPaise)}, SGST/UTGST ${money(line.sgstPaise)}`;

function printReport(register: InvoiceRegister, period: { from: string; to: string }, io: AdminIo) {
  const b2b = register.rows.filter((row) => row.section === 'b2b');
  const cdnr = register.rows.filter((row) => row.section === 'cdnr');
  io.print(`Tax invoices and credit notes dated ${period.from} to ${period.to}`);
  io.print('');
  io.print(`B2B invoices (GSTR-1 table 4A): ${b2b.length}`);
  for (const row of b2b) {
    io.print(
      `  ${row.number}  ${row.date}  ${row.buyerGstin}  ${row.buyerName}  ${row.placeOfSupply}  value ${money(row.totalPaise)}, rate ${row.ratePercent}%, ${taxColumns(row)}`,
    );
  }
  io.print(`B2C invoices less credit notes, by place of supply (table 7): ${register.b2cs.length}`);
  for (const line of register.b2cs) {
    io.print(`  ${line.placeOfSupply}  rate ${line.ratePercent}%, ${taxColumns(line)}`);
  }
  io.print(`Credit notes to registered buyers (table 9B): ${cdnr.length}`);
  for (const row of cdnr) {
    io.print(
      `  ${row.number}  ${row.date}  against ${row.invoiceNumber}  ${row.buyerGstin}  ${row.placeOfSupply}  value ${money(row.totalPaise)}, ${taxColumns(row)}`,
    );
  }
  io.print('SAC summary (table 12):');
  for (const line of register.sac) {
    io.print(
      `  SAC ${line.sac}  rate ${line.ratePercent}%  quantity ${line.quantity}, value ${money(line.totalPaise)}, ${taxColumns(line)}`,
    );
  }
  io.print('Documents issued (table 13):');
  for (const line of register.series) {
    io.print(
      `  ${line.kind === 'invoice' ? 'Invoices' : 'Credit notes'} ${line.from} to ${line.to}: ${line.count}, none cancelled`,
    );
  }
}

export const command: AdminCommand = {
  name: 'invoices',
  usage: '--from <YYYY-MM-DD> --to <YYYY-MM-DD> [--csv]',
  summary:
    'the tax invoices and credit notes of a period, with the B2B, B2C, credit note and SAC ' +
    'figures of a GSTR-1 return (--csv: one row per document)',
  async run(args, ports, io) {
    const { values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        csv: { type: 'boolean', default: false },
      },
    });
    const period = { from: dateArg(values.from, 'from'), to: dateArg(values.to, 'to') };
    if (period.to < period.from) throw new UsageError('--to is before --from');
    const register = await invoiceRegister(period, ports.payments.store);
    if (values.csv) printCsv(register, io);
    else printReport(register, period, io);
    return 0;
  },
};
