import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs } from './retrying-fetch.js';

const POLICY = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 20_000 };

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-3', now)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles the backoff per retry, half of it random, up to the cap', () => {
    expect(retryDelayMs(1, null, POLICY, () => 0)).toBe(500);
    expect(retryDelayMs(1, null, POLICY, () => 1)).toBe(1000);
    expect(retryDelayMs(3, null, POLICY, () => 0.5)).toBe(3000);
    expect(retryDelayMs(10, null, POLICY, () => 1)).toBe(20_000);
  });

  it("prefers the server's Retry-After, capped", () => {
    expect(retryDelayMs(1, 7000, POLICY, () => 0)).toBe(7000);
    expect(retryDelayMs(1, 3_600_000, POLICY, () => 0)).toBe(20_000);
  });
});
