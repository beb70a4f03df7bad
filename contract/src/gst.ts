import { z } from 'zod';
import { plainText } from './plain-text.js';

/**
 * The GST state and union territory codes (the first two digits of a GSTIN and the place of
 * supply on an invoice). 25 and 28 are retired: Daman and Diu merged into 26, and Andhra Pradesh
 * uses 37 since 2014. Union territories without a legislature charge UTGST instead of SGST.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir', unionTerritory: false },
  { code: '02', name: 'Himachal Pradesh', unionTerritory: false },
  { code: '03', name: 'Punjab', unionTerritory: false },
  { code: '04', name: 'Chandigarh', unionTerritory: true },
  { code: '05', name: 'Uttarakhand', unionTerritory: false },
  { code: '06', name: 'Haryana', unionTerritory: false },
  { code: '07', name: 'Delhi', unionTerritory: false },
  { code: '08', name: 'Rajasthan', unionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', unionTerritory: false },
  { code: '10', name: 'Bihar', unionTerritory: false },
  { code: '11', name: 'Sikkim', unionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', unionTerritory: false },
  { code: '13', name: 'Nagaland', unionTerritory: false },
  { code: '14', name: 'Manipur', unionTerritory: false },
  { code: '15', name: 'Mizoram', unionTerritory: false },
  { code: '16', name: 'Tripura', unionTerritory: false },
  { code: '17', name: 'Meghalaya', unionTerritory: false },
  { code: '18', name: 'Assam', unionTerritory: false },
  { code: '19', name: 'West Bengal', unionTerritory: false },
  { code: '20', name: 'Jharkhand', unionTerritory: false },
  { code: '21', name: 'Odisha', unionTerritory: false },
  { code: '22', name: 'Chhattisgarh', unionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', unionTerritory: false },
  { code: '24', name: 'Gujarat', unionTerritory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', unionTerritory: true },
  { code: '27', name: 'Maharashtra', unionTerritory: false },
  { code: '29', name: 'Karnataka', unionTerritory: false },
  { code: '30', name: 'Goa', unionTerritory: false },
  { code: '31', name: 'Lakshadweep', unionTerritory: true },
  { code: '32', name: 'Kerala', unionTerritory: false },
  { code: '33', name: 'Tamil Nadu', unionTerritory: false },
  { code: '34', name: 'Puducherry', unionTerritory: false },
  { code: '35', name: 'Andaman and Nicobar Islands', unionTerritory: true },
  { code: '36', name: 'Telangana', unionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', unionTerritory: false },
  { code: '38', name: 'Ladakh', unionTerritory: true },
  { code: '97', name: 'Other Territory', unionTerritory: true },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

export function gstState(code: string): (typeof GST_STATES)[number] | undefined {
  return GST_STATES.find((state) => state.code === code);
}

/** A made-up GSTIN of Karnataka whose check character is right, shown as the example. */
export const GSTIN_EXAMPLE = '29ABCDE1234F1ZW';

export const BILLING_MESSAGES = {
  nameRequired: 'Enter the name to bill',
  nameTooLong: 'The billing name can be at most 100 characters',
  stateRequired: 'Choose your state',
  stateUnknown: 'Choose a state from the list',
  gstinFormat: `A GSTIN has 15 characters, such as ${GSTIN_EXAMPLE}`,
  gstinState: (stateName: string) => `This GSTIN is not registered in ${stateName}`,
  gstinCheckDigit: 'This GSTIN is mistyped: its last character does not match',
  gstinIsSellers: "This is ThumbForge's own GSTIN: enter your business's GSTIN, or leave it empty",
  billingRequired: 'Billing details are required: your name and state',
  addressRequired: "Enter the business's registered address: a tax invoice to a GSTIN prints it",
  addressTooLong: 'The address can be at most 300 characters',
} as const;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state, 10-character PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character, computed from the first 14 (GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

/**
 * What is wrong with a GSTIN for a registration in `stateCode`: its shape, its state prefix or
 * its check character; null when it is right. Upper-cased before it is looked at.
 */
export function gstinProblem(gstin: string, stateCode: string): string | null {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(value)) return BILLING_MESSAGES.gstinFormat;
  if (value.slice(0, 2) !== stateCode) {
    return BILLING_MESSAGES.gstinState(gstState(stateCode)?.name ?? `state ${stateCode}`);
  }
  if (gstinCheckCharacter(value) !== value[14]) return BILLING_MESSAGES.gstinCheckDigit;
  return null;
}

export const gstStateCodeSchema = z
  .string({ error: BILLING_MESSAGES.stateRequired })
  .min(1, BILLING_MESSAGES.stateRequired)
  .refine((code) => gstState(code) !== undefined, BILLING_MESSAGES.stateUnknown);

/** The buyer's details asked at checkout: the state decides the place of supply. */
export const billingInputSchema = z
  .object({
    name: z
      .string({ error: BILLING_MESSAGES.nameRequired })
      .trim()
      .min(1, BILLING_MESSAGES.nameRequired)
      .max(100, BILLING_MESSAGES.nameTooLong)
      .check(plainText('The billing name')),
    state: gstStateCodeSchema,
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((value) => (value ? value : null)),
    /** A business's registered address (CGST Rules, rule 46(e)); required with a GSTIN. */
    address: z
      .string()
      .trim()
      .max(300, BILLING_MESSAGES.addressTooLong)
      .check(plainText('The billing address', { lineBreaks: true }))
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((billing, context) => {
    if (!billing.gstin) return;
    const problem = gstinProblem(billing.gstin, billing.state);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    if (!billing.address) {
      const message = BILLING_MESSAGES.addressRequired;
      context.addIssue({ code: 'custom', path: ['address'], message });
    }
  });
export type BillingInput = z.input<typeof billingInputSchema>;

/** The billing details an order keeps: what the buyer gave, and their email as the account had it. */
export const billingDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  state: z.string(),
  gstin: z.string().nullable(),
  /** Given with a GSTIN; orders placed before it was asked have none. */
  address: z.string().nullable().default(null),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** The seller and tax terms a tax invoice was issued under, kept with the order it bills. */
export const invoiceTermsSchema = z.object({
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    state: z.string(),
    gstin: z.string(),
  }),
  /** Services Accounting Code, such as 998431 (online content). */
  sac: z.string(),
  /** Such as 18: the GST rate the price includes. */
  ratePercent: z.number().positive(),
});
export type InvoiceTerms = z.infer<typeof invoiceTermsSchema>;
