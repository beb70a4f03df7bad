import { request, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import { within } from './stats.js';

export interface EventStream {
  /** Resolves with `performance.now()` at the arrival of the next `change` event not yet taken. */
  nextChange(timeoutMs: number): Promise<number>;
  /** Forgets changes that arrived and were not taken. */
  drain(): void;
  close(): void;
}

/**
 * A server-sent event stream read with node:http (EventSource cannot send a bearer header) and
 * parsed by eventsource-parser:
 * resolves once the server's `ready` event has arrived.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<EventStream> {
  const arrivals: number[] = [];
  let waiter: ((at: number) => void) | undefined;
  let req: ClientRequest | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    req = request(
      url,
      { headers: { Accept: 'text/event-stream', ...headers }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${url} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        // Every event parsed from one chunk arrived when that chunk did.
        let at = 0;
        const parser = createParser({
          onEvent: ({ event }) => {
            if (event === 'ready') resolve();
            if (event !== 'change') return;
            if (waiter) {
              const take = waiter;
              waiter = undefined;
              take(at);
            } else {
              arrivals.push(at);
            }
          },
        });
        res.on('data', (chunk: string) => {
          at = performance.now();
          parser.feed(chunk);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });

  const stream: EventStream = {
    nextChange(wait) {
      const arrived = arrivals.shift();
      if (arrived !== undefined) return Promise.resolve(arrived);
      return within(
        new Promise<number>((resolve) => {
          waiter = resolve;
        }),
        wait,
        'change event',
      ).finally(() => {
        waiter = undefined;
      });
    },
    drain() {
      arrivals.length = 0;
    },
    close() {
      req?.destroy();
    },
  };
  return within(ready, timeoutMs, `event stream ${url}`).then(
    () => stream,
    (error: unknown) => {
      stream.close();
      throw error;
    },
  );
}
