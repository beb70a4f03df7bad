/**
 * How soon a creator sees thumbnails when Gemini paints beside the local renderer: a generation
 * through the real HTTP app (embedded runtime, temp DATA_DIR, in this process) with Vertex AI in
 * express mode pointed at the local fake of `generateContent`, which answers each picture after
 * BENCH_MODEL_DELAY_MS (default 5000, where the real model takes 13 to 45 s). Time to the first
 * thumbnails is the answer to the request (the local renderer's); time to the last is when the
 * model's last variant has joined the reply. The model's variants go through the embedded durable
 * queue (a SQLite table, claimed with a lease), as every generation's do. Median of BENCH_RUNS
 * (default 3) after a warm-up.
 * The deploy's size, the renderer's models inside, is the `deploy-size` measurement's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { embeddedDeps } from '../functions/src/composition/embedded.js';
import { parseEnv } from '../functions/src/composition/env.js';
import { createApp } from '../functions/src/http/create-app.js';
import { startFakeVertex } from '../functions/test/support/fake-vertex.js';
import { ms, times, verdict, type Measurement, type Report } from './support/report.js';
import { BENCH_ORIGIN, GENERATION_FORM, quiet, UNTHROTTLED } from './support/generation-form.js';
import { median } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 5000);
const PHOTO = process.env.BENCH_PHOTO ?? '/work/shared/fixtures/photos/rocket.jpg';
/** The first thumbnails must not wait for the model: well within one of its pictures. */
const FIRST_BUDGET = 0.5;

export const lateVariants: Measurement = {
  name: 'late-variants',
  async run(): Promise<Report> {
    const photo = readFileSync(PHOTO);
    const fake = await startFakeVertex({ delayMs: DELAY_MS });
    const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-'));
    const env = parseEnv({
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: BENCH_ORIGIN,
      NODE_ENV: 'test',
      VERTEX_API_KEY: 'bench-express-key',
      VERTEX_BASE_URL: fake.url,
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: UNTHROTTLED,
      RATE_LIMIT_WRITES_PER_MINUTE: UNTHROTTLED,
      RATE_LIMIT_GENERATIONS_PER_MINUTE: UNTHROTTLED,
    });
    const runtime = await embeddedDeps(env, { logger: quiet, announce: () => {} });
    const remote = runtime.deps.thumbnails.remote;
    runtime.serveLateWork(runtime.deps);
    const server = createServer(createApp(runtime.deps));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;
    try {
      if (!remote) throw new Error('Vertex AI was not composed beside the local renderer');
      const signUp = await fetch(`${base}${API_PATHS.localAuth.signUp}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: BENCH_ORIGIN },
        body: JSON.stringify({
          email: 'bench-late@example.com',
          password: 'bench password',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      const { token } = (await signUp.json()) as { token: string };
      const auth = { Authorization: `Bearer ${token}` };
      const me = (await (await fetch(`${base}${API_PATHS.me}`, { headers: auth })).json()) as {
        user: { id: string };
      };
      await runtime.deps.ledger.apply(me.user.id, { key: 'bench', delta: 100, reason: 'purchase' });

      /** One generation in a new chat: ms to its answer, and to the model's last variant. */
      const generate = async (): Promise<[number, number]> => {
        const chat = (await (
          await fetch(`${base}${API_PATHS.chats}`, {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).json()) as { chat: { _id: string } };
        const form = new FormData();
        for (const [name, value] of Object.entries(GENERATION_FORM)) form.append(name, value);
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), basename(PHOTO));
        const started = performance.now();
        const res = await fetch(`${base}${API_PATHS.thumbnails(chat.chat._id)}`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        if (res.status !== 201) throw new Error(`generation answered ${res.status}`);
        await res.arrayBuffer();
        const first = performance.now() - started;
        await runtime.deps.thumbnails.lateWork.settled();
        return [first, performance.now() - started];
      };

      await generate();
      const runs: [number, number][] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await generate());
      const first = median(runs.map(([answer]) => answer));
      const last = median(runs.map(([, done]) => done));
      return {
        title: `Generation with Gemini beside the local renderer (fake model ${DELAY_MS} ms per picture, median of ${RUNS})`,
        rows: [
          {
            figure: 'time to the first thumbnails (local renderer)',
            value: ms(first, 0),
            baseline: `${ms(DELAY_MS, 0)} model delay`,
            ratio: times(first / DELAY_MS),
            budget: `< ${times(FIRST_BUDGET, 1)} the delay`,
            verdict: verdict(first < FIRST_BUDGET * DELAY_MS),
          },
          {
            figure: "time to the last thumbnail (the model's)",
            value: ms(last, 0),
            baseline: `${ms(DELAY_MS, 0)} model delay`,
            ratio: times(last / DELAY_MS),
          },
        ],
        notes: [
          `calls to the fake: ${fake.requests.length} (${runtime.deps.thumbnails.variants} per generation)`,
          "the deploy's size, the renderer's models inside: see deploy-size",
        ],
      };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      runtime.endStreams();
      await runtime.stopLateWork();
      runtime.close();
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
