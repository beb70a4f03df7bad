import { describe, expect, it } from 'vitest';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited, ServerBusy } from './errors.js';
import { createPixelAdmission } from './pixel-admission.js';
import { withinWork } from './work-context.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('pixel admission', () => {
  it('gives each user a fair share: one more request of the same user is refused with 429', async () => {
    const admission = createPixelAdmission({ perUser: 2, running: 10, waiting: 10 });
    const releases = [await admission.admit('ann'), await admission.admit('ann')];
    const third = admission.admit('ann');
    await expect(third).rejects.toBeInstanceOf(RateLimited);
    await expect(third).rejects.toThrow(THUMBNAIL_MESSAGES.tooMuchPixelWork(2));
    // Another user is not held back by Ann.
    const bob = await admission.admit('bob');
    releases[0]?.();
    // A place given back (twice changes nothing) is Ann's again.
    releases[0]?.();
    const again = await admission.admit('ann');
    for (const release of [releases[1], bob, again]) release?.();
  });

  it('lets requests wait for a place in order, and answers 503 past the waiting room', async () => {
    const admission = createPixelAdmission({ perUser: 5, running: 1, waiting: 1 });
    const first = await admission.admit('a');
    let secondIn = false;
    const second = admission.admit('b').then((release) => {
      secondIn = true;
      return release;
    });
    await settle();
    expect(secondIn).toBe(false);
    const refused = admission.admit('c');
    await expect(refused).rejects.toBeInstanceOf(ServerBusy);
    await expect(refused).rejects.toThrow(THUMBNAIL_MESSAGES.serverBusy);
    first();
    (await second)();
    // The refused user holds no place: they are let in now.
    (await admission.admit('c'))();
  });

  it("lets a Pro creator's request in ahead of those already waiting", async () => {
    const admission = createPixelAdmission({ perUser: 5, running: 1, waiting: 5 });
    const order: string[] = [];
    const holder = await admission.admit('holder');
    const waiting = [
      admission.admit('standard').then((release) => (order.push('standard'), release)),
      withinWork({ priority: 'first' }, () =>
        admission.admit('pro').then((release) => (order.push('pro'), release)),
      ),
    ];
    await settle();
    holder();
    (await waiting[1])?.();
    (await waiting[0])?.();
    expect(order).toEqual(['pro', 'standard']);
  });
});
