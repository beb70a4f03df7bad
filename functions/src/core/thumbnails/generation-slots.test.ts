import { describe, expect, it } from 'vitest';
import { RateLimited } from '../errors.js';
import { createGenerationSlots } from './generation-slots.js';

describe('generation slots', () => {
  it('gives each user 2 at once, refuses the third with a retry time, frees on release', () => {
    const slots = createGenerationSlots();
    const first = slots.claim('ann');
    slots.claim('ann');
    expect(() => slots.claim('ann')).toThrow(RateLimited);
    try {
      slots.claim('ann');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'rate_limited',
        message: 'You already have 2 thumbnails generating. Please wait for one to finish.',
      });
      expect((error as RateLimited).retryAfterSeconds).toBeGreaterThan(0);
    }
    // Another user is not affected.
    slots.claim('bob');
    first();
    first();
    slots.claim('ann');
    expect(() => slots.claim('ann')).toThrow(RateLimited);
  });

  it('takes another cap', () => {
    const slots = createGenerationSlots(1);
    slots.claim('ann');
    expect(() => slots.claim('ann')).toThrow('You already have 1 thumbnails generating');
  });
});
