import { describe, expect, it } from 'vitest';
import { backoffDelay, MAX_DELAY_MS } from './backoff';

describe('backoffDelay', () => {
  it('doubles from half a second, jittered within the upper half', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
  });

  it('never waits longer than 10 s, however many attempts failed', () => {
    expect(backoffDelay(5, () => 1)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(50, () => 1)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(50, () => 0)).toBe(MAX_DELAY_MS / 2);
  });

  it('spreads tabs that failed together', () => {
    expect(backoffDelay(2, () => 0.1)).not.toBe(backoffDelay(2, () => 0.9));
  });
});
