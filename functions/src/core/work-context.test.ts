import { describe, expect, it } from 'vitest';
import { currentWork, withinWork } from './work-context.js';

describe('work context', () => {
  it('is empty outside any work', () => {
    expect(currentWork()).toEqual({});
  });

  it('reaches work started later in the same async flow, and combines signals', async () => {
    const outer = new AbortController();
    const inner = new AbortController();
    const seen = await withinWork({ signal: outer.signal, priority: 'first' }, () =>
      withinWork({ signal: inner.signal }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return currentWork();
      }),
    );
    expect(seen.priority).toBe('first');
    expect(seen.signal?.aborted).toBe(false);
    outer.abort(new Error('request gone'));
    expect(seen.signal?.aborted).toBe(true);
    expect((seen.signal?.reason as Error).message).toBe('request gone');
  });
});
