import { concat, lastValueFrom, of, throwError, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { settle } from './settle';

describe('settle', () => {
  it('passes answers through as data', async () => {
    const values = await lastValueFrom(settle(of(1, 2)).pipe(toArray()));
    expect(values).toEqual([
      { data: 1, error: null },
      { data: 2, error: null },
    ]);
  });

  it('turns a failure into a value and keeps the last answer through it', async () => {
    const denied = new Error('Missing or insufficient permissions.');
    const values = await lastValueFrom(
      settle(
        concat(
          of(['chat']),
          throwError(() => denied),
        ),
      ).pipe(toArray()),
    );
    expect(values).toEqual([
      { data: ['chat'], error: null },
      { data: ['chat'], error: denied },
    ]);
  });

  it('reports a failure before any answer with no data, and wraps what is not an Error', async () => {
    const values = await lastValueFrom(settle(throwError(() => 'offline')).pipe(toArray()));
    expect(values).toHaveLength(1);
    expect(values[0]?.data).toBeUndefined();
    expect(values[0]?.error).toEqual(new Error('offline'));
  });
});
