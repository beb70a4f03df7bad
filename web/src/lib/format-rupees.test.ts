import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('shows whole rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(2450)).toBe('₹2,450');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });
});
