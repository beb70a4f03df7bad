/**
 * Authenticated `GET /chat/` (20 chats, bearer session token) on the real embedded app against a
 * bare Express 5 handler answering the same JSON, both in one server process on 127.0.0.1, loaded
 * by autocannon from this process at a fixed concurrency. Rate limits are raised, not removed.
 *
 * BENCH_CONNECTIONS (default 20), BENCH_SECONDS per run (default 10, a session token lives 60 s),
 * BENCH_CHATS (default 20).
 */
import autocannon from 'autocannon';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { kb, ms, times, verdict, type Measurement, type Report } from './support/report.js';
import {
  api,
  bearer,
  freshToken,
  signUp,
  startBenchServer,
  createChat,
} from './support/server-process.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHATS = Number(process.env.BENCH_CHATS ?? 20);
const WARMUP_SECONDS = 2;
const BUDGET = 0.5;

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export const chatListThroughput: Measurement = {
  name: 'chat-list-throughput',
  async run(): Promise<Report> {
    const server = await startBenchServer();
    try {
      const session = await signUp(server);
      for (let i = 0; i < CHATS; i += 1) {
        const chat = await createChat(server, session.token);
        await api(server, session.token, 'PUT', API_PATHS.chat(chat._id), {
          rename: `Bench chat number ${i + 1}`,
        });
      }
      const list = await fetch(`${server.api}${API_PATHS.chats}`, {
        headers: bearer(session.token),
      });
      const json = await list.text();
      await server.call({ method: 'barePayload', json });

      const appUrl = `${server.api}${API_PATHS.chats}`;
      const bareUrl = `${server.bareOrigin}${API_PREFIX}${API_PATHS.chats}`;
      await load(appUrl, bearer(await freshToken(server, session)), WARMUP_SECONDS);
      await load(bareUrl, {}, WARMUP_SECONDS);
      const app = await load(appUrl, bearer(await freshToken(server, session)), SECONDS);
      const bare = await load(bareUrl, {}, SECONDS);

      const ratio = app.requestsPerSecond / bare.requestsPerSecond;
      return {
        title: `GET /chat/ throughput (${CHATS} chats, ${CONNECTIONS} connections, ${SECONDS} s each, autocannon)`,
        rows: [
          {
            figure: 'throughput',
            value: `${app.requestsPerSecond.toFixed(0)} req/s`,
            baseline: `${bare.requestsPerSecond.toFixed(0)} req/s`,
            ratio: times(ratio),
            budget: `>= ${times(BUDGET)}`,
            verdict: verdict(ratio >= BUDGET && app.failures === 0),
          },
          {
            figure: 'latency p50',
            value: ms(app.p50),
            baseline: ms(bare.p50),
            ratio: times(app.p50 / Math.max(bare.p50, 0.001)),
          },
          {
            figure: 'latency p99',
            value: ms(app.p99),
            baseline: ms(bare.p99),
            ratio: times(app.p99 / Math.max(bare.p99, 0.001)),
          },
          {
            figure: 'requests (failed)',
            value: `${app.requests} (${app.failures})`,
            baseline: `${bare.requests} (${bare.failures})`,
          },
        ],
        notes: [
          `Payload ${kb(Buffer.byteLength(json), 2)} of JSON in both; baseline = bare Express 5 res.json() of it.`,
          'Both servers run in one child process (one core); autocannon runs in this one.',
          'The app path: request id, security headers, rate limiter (limits raised), JWT check, user lookup, SQLite list.',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
