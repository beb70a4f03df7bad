import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  GSTIN_EXAMPLE,
  billingInputSchema,
  gstinCheckCharacter,
  gstinProblem,
} from './gst.js';

describe('GSTIN validation', () => {
  it('accepts a GSTIN whose check character matches (GSTN example 27AAPFU0939F1ZV)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ', '27')).toBeNull();
  });

  it('refuses a wrong shape, a GSTIN of another state, and a mistyped character', () => {
    expect(gstinProblem('27AAPFU0939F1Z', '27')).toBe(BILLING_MESSAGES.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1XV', '27')).toBe(BILLING_MESSAGES.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe(BILLING_MESSAGES.gstinState('Karnataka'));
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toBe(BILLING_MESSAGES.gstinCheckDigit);
    // A swap of two characters changes the check character too.
    expect(gstinProblem('27AAPFU9039F1ZV', '27')).toBe(BILLING_MESSAGES.gstinCheckDigit);
  });

  it('shows an example GSTIN that passes its own check', () => {
    expect(BILLING_MESSAGES.gstinFormat).toContain(GSTIN_EXAMPLE);
    expect(gstinProblem(GSTIN_EXAMPLE, GSTIN_EXAMPLE.slice(0, 2))).toBeNull();
  });
});

describe('billing details', () => {
  const parse = (value: unknown) => billingInputSchema.safeParse(value);
  const message = (value: unknown) => {
    const result = parse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes a name, a state code and an optional GSTIN, upper-cased', () => {
    expect(parse({ name: ' Asha Rao ', state: '29' }).data).toEqual({
      name: 'Asha Rao',
      state: '29',
      gstin: null,
      address: null,
    });
    const business = { name: 'Rao Media', state: '27', address: '21 Linking Road, Mumbai' };
    expect(parse({ ...business, gstin: '27aapfu0939f1zv' }).data).toEqual({
      ...business,
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('says what is wrong', () => {
    expect(message({ state: '29' })).toBe(BILLING_MESSAGES.nameRequired);
    expect(message({ name: 'A', state: '' })).toBe(BILLING_MESSAGES.stateRequired);
    expect(message({ name: 'A', state: '28' })).toBe(BILLING_MESSAGES.stateUnknown);
    expect(message({ name: 'A', state: '29', gstin: '27AAPFU0939F1ZV', address: 'x' })).toBe(
      BILLING_MESSAGES.gstinState('Karnataka'),
    );
    // A tax invoice to a registered business prints its address (rule 46(e)).
    expect(message({ name: 'A', state: '27', gstin: '27AAPFU0939F1ZV' })).toBe(
      BILLING_MESSAGES.addressRequired,
    );
  });
});
