import { PLANS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { FROM_PRICE, LOWEST_TOKEN_PRICE, MOST_SAVED_PERCENT } from './price-claims';

describe('the landing page price claims', () => {
  it('quote the cheapest package as a lowest price, since Standard costs more a token', () => {
    expect(LOWEST_TOKEN_PRICE).toBe(PLANS.pro.perThumbnail);
    expect(PLANS.standard.perThumbnail).toBeGreaterThan(LOWEST_TOKEN_PRICE);
    expect(FROM_PRICE).toBe('from ₹49');
  });

  it('round the saving down so the figure never says more than the prices give', () => {
    expect(MOST_SAVED_PERCENT).toBe(95);
  });
});
