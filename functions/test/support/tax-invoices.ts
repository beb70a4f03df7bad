import request from 'supertest';
import { expect } from 'vitest';
import { API_PATHS, taxDocumentFileName, type PlanName } from '@thumbforge/contract';
import { bearer, sandboxPay } from './payments.js';
import { readPdf } from './pdf-text.js';
import type { TestServer } from './test-server.js';
import { binaryBody } from './thumbnails.js';

// A seller registered for GST in Karnataka and the buyers the tax invoice suites bill.

export const SELLER = {
  SELLER_LEGAL_NAME: 'ThumbForge Media Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
  SELLER_STATE: '29',
  SELLER_GSTIN: '29AAGCT1234F1ZH',
};
export const KARNATAKA_BUYER = { name: 'Asha Rao', state: '29' };
export const BUSINESS_IN_MAHARASHTRA = {
  name: 'Rao Media LLP',
  state: '27',
  gstin: '27AAPFU0939F1ZV',
  address: '21 Linking Road; Mumbai 400050',
};

export const orderWith = (server: TestServer, token: string, body: object) =>
  request(server.url).post(server.api(API_PATHS.createOrder)).set(bearer(token)).send(body);

/** An order with billing details, paid in the sandbox and verified, as the web does it. */
export async function invoicedPurchase(
  server: TestServer,
  token: string,
  billing: object,
  planName: PlanName = 'standard',
) {
  const order = (await orderWith(server, token, { planName, billing }).expect(200)).body as {
    orderId: string;
  };
  const paid = await sandboxPay(server, token, order.orderId, 'success').expect(200);
  await request(server.url)
    .post(server.api(API_PATHS.verifyPayment))
    .set(bearer(token))
    .send(paid.body as object)
    .expect(200);
  return {
    orderId: order.orderId,
    paymentId: (paid.body as Record<string, string>).razorpay_payment_id ?? '',
  };
}

/** `GET /payment/{id}/credit-note`, the latest or the one numbered, with the body as the PDF's bytes. */
export function creditNote(server: TestServer, token: string, orderId: string, number?: string) {
  const path = number ? API_PATHS.creditNote(orderId, number) : `/payment/${orderId}/credit-note`;
  return request(server.url)
    .get(server.api(path))
    .set(bearer(token))
    .buffer(true)
    .parse(binaryBody);
}

/** The lines of a PDF answer, after checking it is saved under the document's number. */
export function pdfNamed(res: { headers: Record<string, string>; body: unknown }, number: string) {
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="${taxDocumentFileName(number)}"`,
  );
  return readPdf(res.body as Buffer).lines;
}
