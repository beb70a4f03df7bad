/**
 * Live sync between two clients of one user: two change streams (`GET /events`, bearer, node:http)
 * stay open while a third client renames a chat; each rename is timed from its response to the
 * `change` event on each stream. Baseline: the same two streams and mutations against a bare
 * Express SSE endpoint that writes the event when poked, in the same server process.
 *
 * BENCH_MUTATIONS (default 30).
 */
import { performance } from 'node:perf_hooks';
import { API_PATHS } from '@thumbforge/contract';
import { openEventStream, type EventStreamClient } from '../functions/test/support/event-stream.js';
import { ms, times, type Measurement, type Report } from './support/report.js';
import { api, freshToken, signUp, startBenchServer, createChat } from './support/server-process.js';
import { median, percentile, sleep } from './support/stats.js';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 30);
const EVENT_TIMEOUT_MS = 5_000;
/** Between mutations, so one's event cannot be taken for the next's. */
const PAUSE_MS = 20;

interface Timings {
  /** Mutation response to change event, both streams. */
  fromResponse: number[];
  /** Mutation request sent to change event, both streams. */
  fromRequest: number[];
  /** The mutation's own round trip. */
  roundTrip: number[];
}

/** Waits for the next event named `name` on the stream and answers when it arrived. */
async function nextNamed(stream: EventStreamClient, name: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(0, deadline - performance.now()));
    if (event.event === name) return event.receivedAt;
  }
}

/** A change stream, answered once the server's `ready` event has arrived. */
async function openChangeStream(url: string, token: string | null) {
  const stream = await openEventStream(url, token);
  try {
    if (stream.status !== 200) throw new Error(`${url} answered ${stream.status}`);
    await nextNamed(stream, 'ready', EVENT_TIMEOUT_MS);
    return stream;
  } catch (error) {
    stream.close();
    throw error;
  }
}

async function measure(
  streams: EventStreamClient[],
  mutate: () => Promise<void>,
): Promise<Timings> {
  const timings: Timings = { fromResponse: [], fromRequest: [], roundTrip: [] };
  for (let i = 0; i < MUTATIONS; i += 1) {
    for (const stream of streams) stream.skip();
    const events = streams.map((stream) => nextNamed(stream, 'change', EVENT_TIMEOUT_MS));
    const sent = performance.now();
    await mutate();
    const answered = performance.now();
    for (const arrived of await Promise.all(events)) {
      timings.fromResponse.push(arrived - answered);
      timings.fromRequest.push(arrived - sent);
    }
    timings.roundTrip.push(answered - sent);
    await sleep(PAUSE_MS);
  }
  return timings;
}

export const liveSyncLatency: Measurement = {
  name: 'live-sync-latency',
  async run(): Promise<Report> {
    const server = await startBenchServer();
    const streams: EventStreamClient[] = [];
    try {
      const session = await signUp(server);
      const chat = await createChat(server, session.token);

      const token = await freshToken(server, session);
      for (let i = 0; i < 2; i += 1) {
        streams.push(await openChangeStream(`${server.api}${API_PATHS.events}`, token));
      }
      let n = 0;
      // Warm-up, then the measured mutations (the run takes well under the token's 60 s).
      await measure(streams, async () => {
        await api(server, token, 'PUT', API_PATHS.chat(chat._id), {
          rename: `Warm-up ${(n += 1)}`,
        });
      });
      const app = await measure(streams, async () => {
        await api(server, token, 'PUT', API_PATHS.chat(chat._id), {
          rename: `Renamed ${(n += 1)}`,
        });
      });
      for (const stream of streams.splice(0)) stream.close();

      for (let i = 0; i < 2; i += 1) {
        streams.push(await openChangeStream(`${server.bareOrigin}/events`, null));
      }
      const poke = async () => {
        const res = await fetch(`${server.bareOrigin}/poke`, { method: 'POST' });
        await res.arrayBuffer();
      };
      await measure(streams, poke);
      const bare = await measure(streams, poke);

      const row = (
        figure: string,
        pick: (t: Timings) => number[],
        stat: (v: number[]) => number,
      ) => {
        const value = stat(pick(app));
        const baseline = stat(pick(bare));
        return {
          figure,
          value: ms(value, 2),
          baseline: ms(baseline, 2),
          ratio: baseline > 0 ? times(value / baseline) : '',
          budget: 'none set',
        };
      };
      const p95 = (values: number[]) => percentile(values, 95);
      return {
        title: `Live-sync latency (2 streams of one user, ${MUTATIONS} renames, after ${MUTATIONS} warm-up)`,
        rows: [
          row('response -> change, median', (t) => t.fromResponse, median),
          row('response -> change, p95', (t) => t.fromResponse, p95),
          row('request -> change, median', (t) => t.fromRequest, median),
          row('request -> change, p95', (t) => t.fromRequest, p95),
          row('mutation round trip, median', (t) => t.roundTrip, median),
        ],
        notes: [
          'value = PUT /chat/:id (rename) on the app, events from GET /events; baseline = POST /poke',
          'on a bare Express app writing the event to two plain SSE responses. A negative time means',
          "the event arrived before the mutation's response (the app notifies before it answers).",
          `${app.fromResponse.length} app events, ${bare.fromResponse.length} baseline events, all received.`,
        ],
      };
    } finally {
      for (const stream of streams) stream.close();
      await server.stop();
    }
  },
};
