import type { Change } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { createCaptureLogger } from '../../../test/support/capture-logger.js';
import { createInMemoryChangeBus } from './in-memory-change-bus.js';

function recorder() {
  const changes: Change[] = [];
  let ended = 0;
  return {
    changes,
    ended: () => ended,
    subscriber: { change: (change: Change) => changes.push(change), end: () => (ended += 1) },
  };
}

describe('in-memory change bus', () => {
  it('delivers a change to every subscription of that user and to no one else', () => {
    const bus = createInMemoryChangeBus(createCaptureLogger().logger);
    const annTab1 = recorder();
    const annTab2 = recorder();
    const bob = recorder();
    bus.subscribe('ann', annTab1.subscriber);
    bus.subscribe('ann', annTab2.subscriber);
    bus.subscribe('bob', bob.subscriber);

    bus.publish('ann', { kind: 'chats' });
    bus.publish('ann', { kind: 'messages', chatId: 'c1' });

    const expected = [{ kind: 'chats' }, { kind: 'messages', chatId: 'c1' }];
    expect(annTab1.changes).toEqual(expected);
    expect(annTab2.changes).toEqual(expected);
    expect(bob.changes).toEqual([]);
  });

  it('stops delivering after unsubscribe and forgets the user', () => {
    const bus = createInMemoryChangeBus(createCaptureLogger().logger);
    const tab = recorder();
    const unsubscribe = bus.subscribe('ann', tab.subscriber);
    expect(bus.subscriberCount('ann')).toBe(1);

    unsubscribe();
    unsubscribe();
    bus.publish('ann', { kind: 'user' });
    expect(tab.changes).toEqual([]);
    expect(bus.subscriberCount('ann')).toBe(0);
  });

  it('keeps delivering to the other tabs when one subscriber throws, and logs it', () => {
    const { logger, records } = createCaptureLogger();
    const bus = createInMemoryChangeBus(logger);
    bus.subscribe('ann', {
      change: () => {
        throw new Error('socket gone');
      },
      end: () => {},
    });
    const tab = recorder();
    bus.subscribe('ann', tab.subscriber);

    expect(() => bus.publish('ann', { kind: 'chats' })).not.toThrow();
    expect(tab.changes).toEqual([{ kind: 'chats' }]);
    expect(records).toContainEqual(
      expect.objectContaining({ message: 'change subscriber failed' }),
    );
  });

  it('ends every subscription on close, and any that arrives later at once', () => {
    const bus = createInMemoryChangeBus(createCaptureLogger().logger);
    const tab = recorder();
    bus.subscribe('ann', tab.subscriber);

    bus.close();
    expect(tab.ended()).toBe(1);
    expect(bus.subscriberCount('ann')).toBe(0);

    const late = recorder();
    bus.subscribe('ann', late.subscriber);
    expect(late.ended()).toBe(1);
  });
});
