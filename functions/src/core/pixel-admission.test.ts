import { describe, expect, it } from 'vitest';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited, ServerBusy } from './errors.js';
import { createPixelAdmission, type PixelAdmission } from './pixel-admission.js';
import { withinWork } from './work-context.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));
const LONG_WAIT_MS = 60_000;

/** Claims a place and waits for its turn, as the HTTP layer does; answers its release. */
async function admit(admission: PixelAdmission, userId: string): Promise<() => void> {
  const place = admission.claim(userId);
  try {
    await place.turn();
  } catch (error) {
    place.release();
    throw error;
  }
  return place.release;
}

describe('pixel admission', () => {
  it('gives each user a fair share: one more request of the same user is refused with 429', async () => {
    const admission = createPixelAdmission({
      perUser: 2,
      running: 10,
      waiting: 10,
      maxWaitMs: LONG_WAIT_MS,
    });
    const releases = [await admit(admission, 'ann'), await admit(admission, 'ann')];
    expect(() => admission.claim('ann')).toThrow(RateLimited);
    expect(() => admission.claim('ann')).toThrow(THUMBNAIL_MESSAGES.tooMuchPixelWork(2));
    // Another user is not held back by Ann.
    const bob = await admit(admission, 'bob');
    releases[0]?.();
    // A place given back (twice changes nothing) is Ann's again.
    releases[0]?.();
    const again = await admit(admission, 'ann');
    for (const release of [releases[1], bob, again]) release?.();
  });

  it('sends a request that takes another turn behind those who queued meanwhile', async () => {
    const admission = createPixelAdmission({
      perUser: 5,
      running: 1,
      waiting: 5,
      maxWaitMs: LONG_WAIT_MS,
    });
    const learning = admission.claim('ann');
    await learning.turn();
    const order: string[] = [];
    const bob = admit(admission, 'bob').then((release) => {
      order.push('bob');
      return release;
    });
    await settle();
    const again = learning.nextTurn().then(() => order.push('ann again'));
    (await bob)();
    await again;
    expect(order).toEqual(['bob', 'ann again']);
    // The slot is Ann's once more, and hers to give back: nothing else is running.
    learning.release();
    (await admit(admission, 'cy'))();
  });

  it('lets requests wait for a place in order, and answers 503 past the waiting room', async () => {
    const admission = createPixelAdmission({
      perUser: 5,
      running: 1,
      waiting: 1,
      maxWaitMs: LONG_WAIT_MS,
    });
    const first = await admit(admission, 'a');
    let secondIn = false;
    const second = admit(admission, 'b').then((release) => {
      secondIn = true;
      return release;
    });
    await settle();
    expect(secondIn).toBe(false);
    const refused = admit(admission, 'c');
    await expect(refused).rejects.toBeInstanceOf(ServerBusy);
    await expect(refused).rejects.toThrow(THUMBNAIL_MESSAGES.serverBusy);
    first();
    (await second)();
    // The refused user holds no place: they are let in now.
    (await admit(admission, 'c'))();
  });

  it("lets a Pro creator's request in ahead of those already waiting", async () => {
    const admission = createPixelAdmission({
      perUser: 5,
      running: 1,
      waiting: 5,
      maxWaitMs: LONG_WAIT_MS,
    });
    const order: string[] = [];
    const holder = await admit(admission, 'holder');
    const waiting = [
      admit(admission, 'standard').then((release) => (order.push('standard'), release)),
      withinWork({ priority: 'first' }, () =>
        admit(admission, 'pro').then((release) => (order.push('pro'), release)),
      ),
    ];
    await settle();
    holder();
    (await waiting[1])?.();
    (await waiting[0])?.();
    expect(order).toEqual(['pro', 'standard']);
  });

  it('lets a waiting request whose client left go at once, and keeps no place for it', async () => {
    const admission = createPixelAdmission({
      perUser: 1,
      running: 1,
      waiting: 1,
      maxWaitMs: LONG_WAIT_MS,
    });
    const holder = await admit(admission, 'holder');
    const gone = new AbortController();
    const leaver = admission.claim('leaver');
    const waited = withinWork({ signal: gone.signal }, () => leaver.turn());
    await settle();
    gone.abort(new Error('the client left'));
    await expect(waited).rejects.toThrow('the client left');
    leaver.release();
    // The waiting room (of one) has room again, and the leaver's share is back.
    const next = admit(admission, 'next');
    holder();
    (await next)();
    (await admit(admission, 'leaver'))();
  });

  it('gives the slot straight back when a place is released while its turn is being given', async () => {
    const admission = createPixelAdmission({
      perUser: 5,
      running: 1,
      waiting: 5,
      maxWaitMs: LONG_WAIT_MS,
    });
    const holder = await admit(admission, 'holder');
    const late = admission.claim('late');
    const turn = late.turn();
    await settle();
    late.release();
    holder();
    await turn;
    (await admit(admission, 'after'))();
  });

  it('answers 503 to a request that waited longer than the queue allows', async () => {
    const admission = createPixelAdmission({ perUser: 5, running: 1, waiting: 5, maxWaitMs: 20 });
    const holder = await admit(admission, 'holder');
    const slow = admit(admission, 'slow');
    await expect(slow).rejects.toBeInstanceOf(ServerBusy);
    await expect(slow).rejects.toThrow(THUMBNAIL_MESSAGES.serverBusy);
    holder();
    (await admit(admission, 'slow'))();
  });
});
