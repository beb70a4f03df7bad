import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIST, planNameSchema, toPaise } from './plans.js';

describe('plans', () => {
  it('match the price list of docs/product-rules.md section 9', () => {
    expect(PLAN_LIST.map((p) => [p.name, p.amount, p.tokens, p.perThumbnail])).toEqual([
      ['Standard', 800, 10, 80],
      ['Premium', 1400, 25, 56],
      ['Pro', 2450, 50, 49],
    ]);
  });

  it('marks only Premium as most popular', () => {
    expect(PLAN_LIST.filter((p) => p.popular).map((p) => p.key)).toEqual(['premium']);
  });

  it('converts rupees to integer paise for the gateway', () => {
    expect(toPaise(PLANS.premium.amount)).toBe(140_000);
    expect(Number.isInteger(toPaise(PLANS.pro.amount))).toBe(true);
  });

  it('accepts only the three plan keys', () => {
    expect(planNameSchema.safeParse('pro').success).toBe(true);
    expect(planNameSchema.safeParse('Pro').success).toBe(false);
    expect(planNameSchema.safeParse('enterprise').success).toBe(false);
  });
});
