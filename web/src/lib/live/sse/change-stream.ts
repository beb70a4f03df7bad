import { CHANGE_STREAM_EVENTS, changeSchema, type Change } from '@thumbforge/contract';
import { backoffDelay } from './backoff';
import { createSseParser } from './sse-parser';

interface ChangeStreamOptions {
  url: string;
  /** A fresh bearer token per connection; null (signed out) counts as a failed attempt. */
  getToken: () => Promise<string | null>;
  onChange: (change: Change) => void;
  /** Each time the server confirms the subscription: changes made while disconnected were missed. */
  onReady: () => void;
  fetch?: typeof fetch;
  /** Resolves after `ms`, or early when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** The server sends a heartbeat every ~15 s; this long without a byte means a dead connection. */
  idleTimeoutMs?: number;
}

interface ChangeStream {
  close(): void;
}

const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Listens to `GET /events` with `fetch` so the token travels in a header (EventSource cannot send
 * one, and a token in the URL would land in logs), and reconnects with backoff whenever the
 * stream fails or ends, for as long as it is open.
 */
export function openChangeStream(options: ChangeStreamOptions): ChangeStream {
  const {
    url,
    getToken,
    onChange,
    onReady,
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    wait = waitFor,
    random = Math.random,
    idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS,
  } = options;
  const closed = new AbortController();

  /** One connection, until it fails or ends; true when the server confirmed the subscription. */
  async function connectOnce(): Promise<boolean> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    closed.signal.addEventListener('abort', abort, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleTimeoutMs);
    };
    let ready = false;
    const parser = createSseParser(({ event, data }) => {
      if (event === CHANGE_STREAM_EVENTS.ready) {
        ready = true;
        onReady();
      } else if (event === CHANGE_STREAM_EVENTS.change) {
        const change = changeSchema.safeParse(safeJson(data));
        if (change.success) onChange(change.data);
      }
    });

    try {
      const token = await getToken();
      if (!token || connection.signal.aborted) return false;
      stillAlive();
      const response = await fetchImpl(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        credentials: 'include',
        cache: 'no-store',
        signal: connection.signal,
      });
      if (!response.ok || !response.body) return false;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        stillAlive();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A refused, dropped or aborted connection: the loop decides whether to try again.
    } finally {
      clearTimeout(idle);
      closed.signal.removeEventListener('abort', abort);
      connection.abort();
    }
    return ready;
  }

  async function run() {
    let attempt = 0;
    while (!closed.signal.aborted) {
      const wasReady = await connectOnce();
      if (closed.signal.aborted) return;
      // A connection that worked starts the count again; repeated failures wait longer each time.
      attempt = wasReady ? 0 : attempt + 1;
      await wait(backoffDelay(attempt, random), closed.signal);
    }
  }

  void run();
  return { close: () => closed.abort() };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
