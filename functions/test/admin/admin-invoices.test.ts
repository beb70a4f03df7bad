import { describe, expect, it } from 'vitest';
import { adminRuntime } from '../../src/composition/admin.js';
import { indianDate } from '../../src/core/payments/invoice-numbers.js';
import { runAdminCommand } from '../support/admin.js';
import {
  postWebhook,
  reversalWebhookBody,
  SANDBOX_SECRETS_ENV,
  withSandboxServer,
} from '../support/payments.js';
import {
  BUSINESS_IN_MAHARASHTRA,
  invoicedPurchase,
  KARNATAKA_BUYER,
  SELLER,
} from '../support/tax-invoices.js';

describe('npm run admin -- invoices', () => {
  const sandbox = withSandboxServer('gstr', SELLER);
  const admin = (argv: string[]) =>
    runAdminCommand(argv, () =>
      adminRuntime({ DATA_DIR: sandbox.dataDir, ...SANDBOX_SECRETS_ENV, ...SELLER }),
    );
  const reverse = (
    event: string,
    id: string,
    paymentId: string,
    orderId: string,
    paise: number,
    paid: number,
  ) =>
    postWebhook(
      sandbox.server,
      reversalWebhookBody(event, { id, paymentId, orderId, amountPaise: paise, paidPaise: paid }),
      { eventId: `evt_${id}` },
    ).expect(200);

  it('lists the period’s invoices and credit notes as GSTR-1 needs them', async () => {
    const local = await invoicedPurchase(sandbox.server, await sandbox.newUser(), KARNATAKA_BUYER);
    const business = await invoicedPurchase(
      sandbox.server,
      await sandbox.newUser(),
      BUSINESS_IN_MAHARASHTRA,
      'premium',
    );
    const elsewhere = await invoicedPurchase(
      sandbox.server,
      await sandbox.newUser(),
      { name: 'Ravi Iyer', state: '33' },
      'pro',
    );
    await reverse('refund.processed', 'rfnd_half', local.paymentId, local.orderId, 40_000, 80_000);
    await reverse(
      'payment.dispute.created',
      'disp_all',
      business.paymentId,
      business.orderId,
      140_000,
      140_000,
    );
    const today = indianDate(new Date());

    const csv = await admin(['invoices', '--from', today, '--to', today, '--csv']);
    expect(csv.code).toBe(0);
    const [header, ...rows] = csv.out.trim().split('\n');
    expect(header).toBe(
      'section,document,number,date,against_invoice,buyer_gstin,buyer_name,place_of_supply,' +
        'reverse_charge,sac,rate,taxable_value,igst,cgst,sgst_utgst,total,order_id',
    );
    const byOrder = (orderId: string) => rows.filter((row) => row.endsWith(orderId));
    expect(byOrder(local.orderId)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^b2cs,invoice,TF/\\d\\d-\\d\\d/\\d{6},${today},,,Asha Rao,29-Karnataka,N,998431,18,677.96,0.00,61.02,61.02,800.00,`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^b2cs,credit-note,CN/\\d\\d-\\d\\d/\\d{6},${today},TF/\\d\\d-\\d\\d/\\d{6},,Asha Rao,29-Karnataka,N,998431,18,338.98,0.00,30.51,30.51,400.00,`,
        ),
      ),
    ]);
    expect(byOrder(business.orderId)).toEqual([
      expect.stringMatching(
        /^b2b,invoice,.*,27AAPFU0939F1ZV,Rao Media LLP,27-Maharashtra,N,998431,18,1186.44,213.56,0.00,0.00,1400.00,/,
      ),
      expect.stringMatching(
        /^cdnr,credit-note,.*,27AAPFU0939F1ZV,Rao Media LLP,27-Maharashtra,N,998431,18,1186.44,213.56,0.00,0.00,1400.00,/,
      ),
    ]);
    expect(byOrder(elsewhere.orderId)).toEqual([
      expect.stringMatching(
        /^b2cs,invoice,.*,Ravi Iyer,33-Tamil Nadu,N,998431,18,2076.27,373.73,0.00,0.00,2450.00,/,
      ),
    ]);

    const report = await admin(['invoices', '--from', today, '--to', today]);
    expect(report.code).toBe(0);
    expect(report.out).toContain('B2B invoices (GSTR-1 table 4A): 1');
    expect(report.out).toContain('27AAPFU0939F1ZV  Rao Media LLP  27-Maharashtra  value 1400.00');
    expect(report.out).toMatch(
      /29-Karnataka {2}rate 18%, taxable 338\.98, IGST 0\.00, CGST 30\.51, SGST\/UTGST 30\.51/,
    );
    expect(report.out).toMatch(/33-Tamil Nadu {2}rate 18%, taxable 2076\.27, IGST 373\.73/);
    expect(report.out).toContain('Credit notes to registered buyers (table 9B): 1');
    // 800 + 1400 + 2450 invoiced, 400 + 1400 credited: the dispute cancels the B2B invoice.
    expect(report.out).toMatch(
      /SAC 998431 {2}rate 18% {2}quantity 3, value 2850\.00, taxable 2415\.25, IGST 373\.73, CGST 30\.51/,
    );
    expect(report.out).toMatch(/Invoices TF\/\S+ to TF\/\S+: 3, none cancelled/);
    expect(report.out).toMatch(/Credit notes CN\/\S+ to CN\/\S+: 2, none cancelled/);

    const before = await admin(['invoices', '--from', '2020-04-01', '--to', '2020-04-30', '--csv']);
    expect(before.out.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a missing or malformed period', async () => {
    const missing = await admin(['invoices', '--to', '2026-04-30']);
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.err).toContain('invoices: missing --from');
    const bad = await admin(['invoices', '--from', '1 April', '--to', '2026-04-30']);
    expect(bad.err).toContain('--from must be a date such as 2026-04-01');
    const backwards = await admin(['invoices', '--from', '2026-05-01', '--to', '2026-04-30']);
    expect(backwards.err).toContain('--to is before --from');
  });
});
