import { describe, expect, it } from 'vitest';
import { createRefetchingQuery } from './live-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRefetchingQuery', () => {
  it('loads on the first subscriber and keeps data through a later failure', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const query = createRefetchingQuery(() => answers[call++]!.promise);
    expect(query.getSnapshot()).toEqual({ data: undefined, loading: true, error: null });
    expect(call).toBe(0);

    query.subscribe(() => {});
    expect(call).toBe(1);
    answers[0]!.resolve('first');
    await settle();
    expect(query.getSnapshot()).toEqual({ data: 'first', loading: false, error: null });

    const refreshed = query.refresh();
    expect(call).toBe(2);
    answers[1]!.reject(new Error('offline'));
    await refreshed;
    expect(query.getSnapshot()).toMatchObject({ data: 'first', loading: false });
    expect(query.getSnapshot().error?.message).toBe('offline');
  });

  it('refetches after a fetch in flight, so an older answer never has the last word', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const query = createRefetchingQuery(() => answers[call++]!.promise);
    query.subscribe(() => {});
    const done = query.refresh();
    expect(call).toBe(1);
    answers[0]!.resolve('before the write');
    await settle();
    expect(call).toBe(2);
    answers[1]!.resolve('after the write');
    await done;
    expect(query.getSnapshot().data).toBe('after the write');
  });

  it('defers an invalidation nobody is watching to the next subscriber', async () => {
    let calls = 0;
    const query = createRefetchingQuery(() => Promise.resolve(++calls));
    const unsubscribe = query.subscribe(() => {});
    await query.refresh();
    unsubscribe();
    const before = calls;
    query.invalidate();
    expect(calls).toBe(before);
    query.subscribe(() => {});
    expect(calls).toBe(before + 1);
  });
});
