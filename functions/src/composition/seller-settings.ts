import { z } from 'zod';
import { gstinProblem, gstState } from '@thumbforge/contract';
import type { Invoicing } from '../core/payments/invoicing.js';

/** Services Accounting Code 998431: online text, audio and video content (GST notification 11/2017). */
export const DEFAULT_INVOICE_SAC = '998431';
export const DEFAULT_GST_RATE_PERCENT = 18;

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The seller's details, read with the other variables (`parseEnv`). */
export const sellerVariables = {
  SELLER_LEGAL_NAME: optional(z.string().trim().min(1).max(200)),
  SELLER_ADDRESS: optional(z.string().trim().min(1).max(500)),
  SELLER_STATE: optional(
    z
      .string()
      .trim()
      .refine(
        (code) => gstState(code) !== undefined,
        'must be a two-digit GST state code, such as 29',
      ),
  ),
  SELLER_GSTIN: optional(z.string().trim().toUpperCase()),
  INVOICE_SAC: optional(
    z
      .string()
      .trim()
      .regex(/^99\d{4}$/, 'must be a six-digit SAC, such as 998431'),
  ),
  GST_RATE_PERCENT: optional(
    z.coerce.number().positive('must be a percentage above 0').max(28, 'must be at most 28'),
  ),
};

type SellerVariables = {
  [K in keyof typeof sellerVariables]?: z.output<(typeof sellerVariables)[K]>;
};

/** A tax invoice names the seller fully: a GSTIN needs the legal name, address and state with it. */
export function checkSeller(raw: SellerVariables, context: z.RefinementCtx): void {
  if (!raw.SELLER_GSTIN) return;
  for (const name of ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE'] as const) {
    if (!raw[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when SELLER_GSTIN is set (tax invoices print it)',
      });
    }
  }
  if (!raw.SELLER_STATE) return;
  const problem = gstinProblem(raw.SELLER_GSTIN, raw.SELLER_STATE);
  if (problem) context.addIssue({ code: 'custom', path: ['SELLER_GSTIN'], message: problem });
}

export function invoicingOf(raw: SellerVariables): Invoicing {
  return {
    seller: {
      legalName: raw.SELLER_LEGAL_NAME ?? 'ThumbForge',
      address: raw.SELLER_ADDRESS ?? '',
      state: raw.SELLER_STATE ?? null,
      gstin: raw.SELLER_GSTIN ?? null,
    },
    sac: raw.INVOICE_SAC ?? DEFAULT_INVOICE_SAC,
    ratePercent: raw.GST_RATE_PERCENT ?? DEFAULT_GST_RATE_PERCENT,
  };
}
