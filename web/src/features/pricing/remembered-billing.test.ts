import { billingInputSchema } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { billingInputOf, rememberedBilling } from './remembered-billing';

const billing = {
  name: 'Rao Media LLP',
  email: 'a@example.com',
  state: '27',
  gstin: '27AAPFU0939F1ZV',
  address: '21 Linking Road, Mumbai',
};

describe('rememberedBilling', () => {
  it('starts from the account name before the first purchase', () => {
    expect(rememberedBilling([], 'Asha Rao')).toEqual({
      name: 'Asha Rao',
      state: '',
      gstin: '',
      address: '',
    });
    expect(rememberedBilling(undefined, 'Asha Rao').name).toBe('Asha Rao');
  });

  it('remembers the newest paid order’s details, not an unpaid one’s', () => {
    const payments = [
      { status: 'created' as const, billing: { ...billing, state: '29', gstin: null } },
      { status: 'paid' as const, billing },
      { status: 'paid' as const, billing: null },
    ];
    expect(rememberedBilling(payments, 'Asha Rao')).toEqual({
      name: 'Rao Media LLP',
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      address: '21 Linking Road, Mumbai',
    });
  });
});

describe('billingInputOf', () => {
  it('sends no GSTIN or address when the GSTIN is empty, checked by the server’s own schema', () => {
    const input = billingInputOf({ name: 'Asha Rao', state: '29', gstin: ' ', address: 'x' });
    expect(input).toEqual({ name: 'Asha Rao', state: '29' });
    expect(billingInputSchema.safeParse(input).success).toBe(true);
    const wrong = billingInputSchema.safeParse(
      billingInputOf({ name: 'A', state: '29', gstin: '27AAPFU0939F1ZV', address: 'x' }),
    );
    expect(wrong.success).toBe(false);
  });
});
