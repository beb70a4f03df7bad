import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BILLING_MESSAGES,
  paymentListResponseSchema,
  runtimeConfigSchema,
} from '@thumbforge/contract';
import { financialYearOf } from '../../src/core/payments/invoice-numbers.js';
import type { TestServer } from '../support/test-server.js';
import {
  bearer,
  postWebhook,
  reversalWebhookBody,
  receipt,
  withSandboxServer,
} from '../support/payments.js';
import { readPdf } from '../support/pdf-text.js';
import {
  BUSINESS_IN_MAHARASHTRA,
  creditNote,
  invoicedPurchase,
  KARNATAKA_BUYER,
  orderWith,
  pdfNamed,
  SELLER,
} from '../support/tax-invoices.js';

const text = (pdf: Buffer) => readPdf(pdf).lines.join('\n');
const payments = async (server: TestServer, token: string) =>
  paymentListResponseSchema.parse(
    (await request(server.url).get(server.api(API_PATHS.payments)).set(bearer(token)).expect(200))
      .body,
  ).payments;

const year = financialYearOf(new Date());
const fy = `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;

describe('GST tax invoices (seller registered)', () => {
  const sandbox = withSandboxServer('taxed', SELLER);

  it('tells the web billing details are required', async () => {
    const res = await request(sandbox.server.url).get(sandbox.server.api(API_PATHS.config));
    expect(runtimeConfigSchema.parse(res.body).billing).toEqual({ required: true });
  });

  it('refuses an order without billing details or with bad ones, with a message', async () => {
    const token = await sandbox.newUser();
    const refusal = async (body: object) => {
      const res = await orderWith(sandbox.server, token, body).expect(400);
      return (res.body as { message: string }).message;
    };
    expect(await refusal({ planName: 'standard' })).toBe(BILLING_MESSAGES.billingRequired);
    expect(await refusal({ planName: 'standard', billing: { state: '29' } })).toBe(
      BILLING_MESSAGES.nameRequired,
    );
    expect(await refusal({ planName: 'standard', billing: { name: 'A', state: 'KA' } })).toBe(
      BILLING_MESSAGES.stateUnknown,
    );
    expect(
      await refusal({
        planName: 'standard',
        billing: { ...BUSINESS_IN_MAHARASHTRA, gstin: '27AAPFU0939F1ZW' },
      }),
    ).toBe(BILLING_MESSAGES.gstinCheckDigit);
    expect(
      await refusal({
        planName: 'standard',
        billing: { ...BUSINESS_IN_MAHARASHTRA, address: '' },
      }),
    ).toBe(BILLING_MESSAGES.addressRequired);
    expect(
      await refusal({
        planName: 'standard',
        billing: { ...KARNATAKA_BUYER, gstin: SELLER.SELLER_GSTIN.toLowerCase(), address: 'x' },
      }),
    ).toBe(BILLING_MESSAGES.gstinIsSellers);
    expect(await payments(sandbox.server, token)).toEqual([]);
  });

  it('issues a tax invoice with CGST and SGST to a buyer in the seller’s state', async () => {
    const token = await sandbox.newUser();
    const { orderId, paymentId } = await invoicedPurchase(sandbox.server, token, KARNATAKA_BUYER);
    const [payment] = await payments(sandbox.server, token);
    expect(payment).toMatchObject({
      receiptNumber: expect.stringMatching(new RegExp(`^TF/${fy}/\\d{6}$`)),
      taxInvoice: true,
      billing: { name: 'Asha Rao', email: 'taxed2@example.com', state: '29', gstin: null },
    });
    const number = payment?.receiptNumber ?? '';

    const res = await receipt(sandbox.server, token, orderId).expect(200);
    const lines = pdfNamed(res, number);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'ThumbForge Media Private Limited',
        'GSTIN: 29AAGCT1234F1ZH',
        'State: Karnataka (code 29)',
        number,
        'Karnataka (29)',
        'Asha Rao',
        'taxed2@example.com',
        'GSTIN: Unregistered',
        '998431',
        '677.96',
        'CGST @ 9%',
        'SGST @ 9%',
        '61.02',
        '800.00',
        'Amount in words: Rupees Eight Hundred Only',
        'Tax payable on reverse charge: No',
      ]),
    );
    expect(lines).not.toContain('IGST @ 18%');
    expect(text(res.body as Buffer)).toContain(paymentId);
  });

  it('charges IGST to a business buyer in another state and prints its GSTIN', async () => {
    const token = await sandbox.newUser();
    const { orderId } = await invoicedPurchase(
      sandbox.server,
      token,
      BUSINESS_IN_MAHARASHTRA,
      'pro',
    );
    const lines = readPdf(
      (await receipt(sandbox.server, token, orderId).expect(200)).body as Buffer,
    ).lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Rao Media LLP',
        '21 Linking Road',
        'Mumbai 400050',
        'GSTIN: 27AAPFU0939F1ZV',
        'Maharashtra (27)',
        'IGST @ 18%',
        '2,076.27',
        '373.73',
        '2,450.00',
        'Amount in words: Rupees Two Thousand Four Hundred Fifty Only',
      ]),
    );
    expect(lines).not.toContain('CGST @ 9%');
  });

  it('issues a credit note per partial refund, then for the rest, referring to the invoice', async () => {
    const token = await sandbox.newUser();
    const { orderId, paymentId } = await invoicedPurchase(sandbox.server, token, KARNATAKA_BUYER);
    const refund = (id: string, amountPaise: number) =>
      postWebhook(
        sandbox.server,
        reversalWebhookBody('refund.processed', {
          id,
          paymentId,
          orderId,
          amountPaise,
          paidPaise: 80_000,
        }),
        { eventId: `evt_${id}` },
      ).expect(200);
    await refund('rfnd_part', 32_000);
    await refund('rfnd_rest', 48_000);

    const [payment] = await payments(sandbox.server, token);
    const notes = payment?.reversals.map((reversal) => reversal.creditNote) ?? [];
    expect(notes).toEqual([
      { number: expect.stringMatching(new RegExp(`^CN/${fy}/\\d{6}$`)), amount: 320 },
      { number: expect.stringMatching(new RegExp(`^CN/${fy}/\\d{6}$`)), amount: 480 },
    ]);
    const [first, second] = notes.map((note) => note?.number ?? '');
    expect(Number(second?.slice(-6))).toBe(Number(first?.slice(-6)) + 1);

    const part = await creditNote(sandbox.server, token, orderId, first).expect(200);
    const partLines = pdfNamed(part, first ?? '');
    expect(partLines).toEqual(
      expect.arrayContaining([
        'Credit Note',
        first,
        payment?.receiptNumber,
        '271.18',
        '24.41',
        '320.00',
        'Amount in words: Rupees Three Hundred Twenty Only',
      ]),
    );
    expect(text(part.body as Buffer)).toContain('Reason: Refund of part of the amount.');
    // Without a number: the latest. Both notes together give back the invoice tax by tax.
    const rest = readPdf(
      (await creditNote(sandbox.server, token, orderId).expect(200)).body as Buffer,
    ).lines;
    expect(rest).toEqual(expect.arrayContaining([second, '406.78', '36.61', '480.00']));
  });

  it('issues one credit note for a full dispute, and finds no other', async () => {
    const token = await sandbox.newUser();
    const { orderId, paymentId } = await invoicedPurchase(sandbox.server, token, KARNATAKA_BUYER);
    await postWebhook(
      sandbox.server,
      reversalWebhookBody('payment.dispute.created', {
        id: 'disp_full',
        paymentId,
        orderId,
        amountPaise: 80_000,
        paidPaise: 80_000,
      }),
      { eventId: 'evt_disp_full' },
    ).expect(200);
    const [payment] = await payments(sandbox.server, token);
    expect(payment?.reversals[0]?.creditNote?.amount).toBe(800);
    const lines = readPdf(
      (await creditNote(sandbox.server, token, orderId).expect(200)).body as Buffer,
    ).lines;
    expect(lines).toEqual(expect.arrayContaining(['Credit Note', '677.96', '61.02', '800.00']));
    await creditNote(sandbox.server, token, orderId, `CN/${fy}/999999`).expect(404);
    await creditNote(sandbox.server, token, orderId, 'not-a-number').expect(404);
    const stranger = await sandbox.newUser();
    await creditNote(sandbox.server, stranger, orderId).expect(404);
  });
});

describe('receipts (seller not registered for GST)', () => {
  const sandbox = withSandboxServer('untaxed');

  it('takes billing details as optional, checks them when given, and never says Tax Invoice', async () => {
    const token = await sandbox.newUser();
    const config = await request(sandbox.server.url).get(sandbox.server.api(API_PATHS.config));
    expect(runtimeConfigSchema.parse(config.body).billing).toEqual({ required: false });
    await orderWith(sandbox.server, token, {
      planName: 'standard',
      billing: { name: 'A', state: '29', gstin: '29AAAAA0000A1Z' },
    }).expect(400);
    const { orderId } = await invoicedPurchase(sandbox.server, token, KARNATAKA_BUYER);
    const res = await receipt(sandbox.server, token, orderId).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt_${orderId}.pdf"`,
    );
    const printed = text(res.body as Buffer);
    expect(printed).not.toMatch(/tax invoice/i);
    expect(printed).toContain('Asha Rao');
    expect(printed).toContain('Karnataka');
    await creditNote(sandbox.server, token, orderId).expect(404);
  });

  it("prints a business buyer's GSTIN and address, and says why it is no tax invoice", async () => {
    const token = await sandbox.newUser();
    const { orderId } = await invoicedPurchase(sandbox.server, token, BUSINESS_IN_MAHARASHTRA);
    const lines = readPdf(
      (await receipt(sandbox.server, token, orderId).expect(200)).body as Buffer,
    ).lines;
    const printed = lines.join('\n');
    for (const given of [
      'Rao Media LLP',
      'Maharashtra',
      'GSTIN: 27AAPFU0939F1ZV',
      'Mumbai 400050',
    ]) {
      expect(printed).toContain(given);
    }
    expect(lines).toContain('Payment receipt');
    expect(lines.some((line) => /^tax invoice$/i.test(line.trim()))).toBe(false);
    expect(printed.replaceAll('\n', ' ')).toMatch(
      /This is a receipt, not a tax invoice: .+ is not registered for GST/,
    );
  });
});
