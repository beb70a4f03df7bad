import type { Change } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { openChangeStream } from './change-stream';

const encoder = new TextEncoder();

/** A response whose body the test writes to and ends, like a server holding a stream open. */
function streamingResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}

type Connection = ReturnType<typeof streamingResponse>;

/** A fake `fetch` that answers each call with the next planned outcome, and records the calls. */
function fakeServer(plan: Array<'refuse' | 'stream'>) {
  const requests: RequestInit[] = [];
  const connections: Connection[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push(init ?? {});
    const outcome = plan.shift() ?? 'refuse';
    if (outcome === 'refuse') throw new TypeError('connection refused');
    const connection = streamingResponse();
    connections.push(connection);
    init?.signal?.addEventListener('abort', () => connection.drop());
    return connection.response;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, connections };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) await tick();
  expect(condition()).toBe(true);
}

function open(server: ReturnType<typeof fakeServer>, tokens: Array<string | null> = []) {
  const waits: number[] = [];
  const changes: Change[] = [];
  let readies = 0;
  const stream = openChangeStream({
    url: '/api/v1/events',
    getToken: async () => (tokens.length > 0 ? (tokens.shift() ?? null) : 'token-1'),
    onChange: (change) => changes.push(change),
    onReady: () => (readies += 1),
    fetch: server.fetch,
    // No real waiting: record the delay and give the test a turn.
    wait: async (ms) => {
      waits.push(ms);
      await tick();
    },
    random: () => 1,
  });
  return { stream, waits, changes, readies: () => readies };
}

describe('openChangeStream', () => {
  it('sends the token in the Authorization header, never in the URL', async () => {
    const server = fakeServer(['stream']);
    const { stream } = open(server);
    await until(() => server.requests.length === 1);
    expect(new Headers(server.requests[0]!.headers).get('Authorization')).toBe('Bearer token-1');
    stream.close();
  });

  it('delivers valid changes and ignores malformed ones', async () => {
    const server = fakeServer(['stream']);
    const { stream, changes, readies } = open(server);
    await until(() => server.connections.length === 1);
    const connection = server.connections[0]!;
    connection.send('event: ready\ndata: {}\n\n: heartbeat\n\n');
    connection.send('event: change\ndata: {"kind":"messages","chatId":"abc"}\n\n');
    connection.send(
      'event: change\ndata: {"kind":"nonsense"}\n\nevent: change\ndata: not json\n\n',
    );
    connection.send('event: change\ndata: {"kind":"chats"}\n\n');
    await until(() => changes.length === 2);
    expect(readies()).toBe(1);
    expect(changes).toEqual([{ kind: 'messages', chatId: 'abc' }, { kind: 'chats' }]);
    stream.close();
  });

  it('reconnects with growing, capped delays while the server is down, then resets', async () => {
    const server = fakeServer([
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'stream',
    ]);
    const { stream, waits, readies } = open(server);
    await until(() => server.connections.length === 1);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);

    // The server is back: the subscription is confirmed, everything is refetched.
    server.connections[0]!.send('event: ready\ndata: {}\n\n');
    await until(() => readies() === 1);
    // It restarts: the stream ends. The next attempt comes quickly, as after any working stream.
    server.connections[0]!.end();
    await until(() => server.requests.length >= 8);
    expect(waits[6]).toBe(500);
    stream.close();
  });

  it('reconnects after the stream drops mid-way and says ready again', async () => {
    const server = fakeServer(['stream', 'stream']);
    const { stream, readies } = open(server);
    await until(() => server.connections.length === 1);
    server.connections[0]!.send('event: ready\ndata: {}\n\n');
    await until(() => readies() === 1);
    server.connections[0]!.drop();
    await until(() => server.connections.length === 2);
    server.connections[1]!.send('event: ready\ndata: {}\n\n');
    await until(() => readies() === 2);
    stream.close();
  });

  it('counts a refused answer or a missing token as a failed attempt', async () => {
    const server = fakeServer(['stream']);
    const refusing = async (input: string | URL | Request, init?: RequestInit) =>
      server.requests.length === 0
        ? (server.requests.push(init ?? {}), new Response('{}', { status: 401 }))
        : server.fetch(input, init);
    const { stream, waits } = open({ ...server, fetch: refusing as typeof globalThis.fetch }, [
      null,
      'expired',
      'token-2',
    ]);
    await until(() => server.connections.length === 1);
    expect(waits).toEqual([1000, 2000]);
    expect(new Headers(server.requests[1]!.headers).get('Authorization')).toBe('Bearer token-2');
    stream.close();
  });

  it('stops for good once closed', async () => {
    const server = fakeServer(['stream']);
    const { stream, waits } = open(server);
    await until(() => server.connections.length === 1);
    stream.close();
    await tick();
    await tick();
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
