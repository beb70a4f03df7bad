import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
  /** `performance.now()` when the chunk that completed it arrived. */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** The next event not yet returned by `next`, waiting for it up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Passes over every event received so far, so `next` waits for a later one. */
  skip(): void;
  /** Resolves when the stream has ended, by either side. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Reads a server-sent event stream sent with a bearer header, as the web app does with `fetch`
 * (EventSource cannot send one), and parses it with eventsource-parser. Uses one
 * dedicated socket per stream (no pooled keep-alive sockets), so closing it leaves nothing behind.
 */
export function openEventStream(url: string, token: string | null): Promise<EventStreamClient> {
  const auth: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
  return new Promise((resolveOpen, rejectOpen) => {
    const req = httpRequest(
      url,
      {
        agent: false,
        headers: { ...auth, Accept: 'text/event-stream' },
      },
      (res) => {
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        let wake: (() => void) | null = null;
        let cursor = 0;
        let finished = false;
        let receivedAt = 0;
        const parser = createParser({
          onEvent: ({ id, event, data }) =>
            events.push({ id: id ?? null, event: event ?? 'message', data, receivedAt }),
          onComment: (comment) => comments.push(comment.trim()),
        });

        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          receivedAt = performance.now();
          parser.feed(chunk);
          wake?.();
        });
        const ended = new Promise<void>((resolveEnded) => {
          res.once('close', () => {
            finished = true;
            wake?.();
            resolveEnded();
          });
        });
        res.on('error', () => {});

        resolveOpen({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          comments,
          ended,
          async next(timeoutMs = 5000) {
            const deadline = Date.now() + timeoutMs;
            while (cursor >= events.length) {
              if (finished) throw new Error('the stream ended before the next event');
              const left = deadline - Date.now();
              if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
              await new Promise<void>((resolve) => {
                const timer = setTimeout(resolve, left);
                wake = () => {
                  clearTimeout(timer);
                  resolve();
                };
              });
              wake = null;
            }
            return events[cursor++] as StreamEvent;
          },
          skip() {
            cursor = events.length;
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', rejectOpen);
    req.end();
  });
}

/** Polls until `check` holds, for state that changes asynchronously (a socket closing). */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
