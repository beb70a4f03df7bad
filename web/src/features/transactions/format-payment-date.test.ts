import { describe, expect, it } from 'vitest';
import { formatPaymentDate } from './format-payment-date';

describe('formatPaymentDate', () => {
  // Midday UTC falls on the same date in every time zone from UTC-11 to UTC+11.
  it('shows a short month, a two-digit day and the year', () => {
    expect(formatPaymentDate('2025-08-05T12:00:00.000Z')).toBe('Aug 05, 2025');
    expect(formatPaymentDate('2026-12-25T12:00:00.000Z')).toBe('Dec 25, 2026');
  });
});
