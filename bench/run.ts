/**
 * `npm run bench`: how much the server adds to a generation. Times a generation through the real
 * HTTP app (upload to response, embedded runtime, temp DATA_DIR) against the bare render of the
 * same photo (the local renderer's generate + composite called directly), median of N runs each
 * after a warm-up, and prints the figures. It asserts nothing.
 *
 * BENCH_RUNS (default 10), BENCH_WARMUP (default 2), BENCH_PHOTO (default rocket.jpg),
 * BENCH_RESOLUTION ("1280 x 720" or "1920 x 1080"), IMAGES_PER_GENERATION (default 2).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  API_PATHS,
  API_PREFIX,
  EMPTY_PREFERENCES,
  resolutionSchema,
  type Resolution,
} from '@thumbforge/contract';
import { createLocalRenderer } from '../functions/src/adapters/embedded/local-renderer/local-renderer.js';
import { composeThumbnail } from '../functions/src/adapters/imaging/compose-thumbnail.js';
import { normalizeUpload } from '../functions/src/adapters/imaging/normalize-upload.js';
import { embeddedDeps } from '../functions/src/composition/embedded.js';
import { parseEnv } from '../functions/src/composition/env.js';
import type { Logger } from '../functions/src/core/ports/logger.port.js';
import { createApp } from '../functions/src/http/create-app.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PHOTO = process.env.BENCH_PHOTO ?? '/work/shared/fixtures/photos/rocket.jpg';
const RESOLUTION: Resolution = resolutionSchema.parse(process.env.BENCH_RESOLUTION ?? '1280 x 720');
const ORIGIN = 'http://localhost:5173';
const FORM = {
  prompt: 'Me pointing at the rocket, huge excitement',
  genre: 'tech',
  mood: 'exciting',
  title: 'Launch Day Vlog',
  resolution: RESOLUTION,
} as const;

const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function time(once: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await once();
  return performance.now() - started;
}

/** Runs the two alternately, so a change in machine load between them weighs on both alike. */
async function alternate(
  first: () => Promise<void>,
  second: () => Promise<void>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < WARMUP; i += 1) {
    await first();
    await second();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i += 1) {
    times[0].push(await time(first));
    times[1].push(await time(second));
  }
  return times;
}

const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');

async function main(): Promise<void> {
  const photo = readFileSync(PHOTO);
  const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-'));
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: ORIGIN,
    NODE_ENV: 'test',
  });
  const runtime = await embeddedDeps(env, { logger: quiet, announce: () => {} });
  const server = createServer(createApp(runtime.deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;

  try {
    const signUp = await fetch(`${base}${API_PATHS.localAuth.signUp}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        email: 'bench@example.com',
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
    await runtime.deps.ledger.apply(me.user.id, { key: 'bench', delta: 1000, reason: 'purchase' });
    const chat = (await (
      await fetch(`${base}${API_PATHS.chats}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).json()) as { chat: { _id: string } };

    process.stdout.write(
      `ThumbForge bench: ${basename(PHOTO)}, ${RESOLUTION}, ${env.imagesPerGeneration} variants, ` +
        `median of ${RUNS} runs after ${WARMUP} warm-up\n`,
    );

    const generateOverHttp = async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(FORM)) form.append(name, value);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), basename(PHOTO));
      const res = await fetch(`${base}${API_PATHS.thumbnails(chat.chat._id)}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (res.status !== 201)
        throw new Error(`generation answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };

    const renderer = createLocalRenderer();
    const upright = (await normalizeUpload(photo)).jpeg;
    const renderBare = async () => {
      const images = await renderer.generate({
        photo: upright,
        ...FORM,
        preferences: EMPTY_PREFERENCES,
        variants: env.imagesPerGeneration,
      });
      await Promise.all(
        images.map((image) =>
          composeThumbnail({
            baseArt: image.baseArt,
            titleLayer: image.titleLayer,
            resolution: RESOLUTION,
          }),
        ),
      );
    };

    const [overHttp, bare] = await alternate(generateOverHttp, renderBare);
    process.stdout.write(
      `  server (HTTP upload to response): ${list(overHttp)} ms\n` +
        `  bare render (generate + composite): ${list(bare)} ms\n`,
    );
    const serverMedian = median(overHttp);
    const bareMedian = median(bare);
    process.stdout.write(
      `\n  server median:      ${serverMedian.toFixed(1)} ms\n` +
        `  bare render median: ${bareMedian.toFixed(1)} ms\n` +
        `  ratio server / bare: ${(serverMedian / bareMedian).toFixed(2)}x ` +
        `(overhead ${(serverMedian - bareMedian).toFixed(1)} ms)\n`,
    );
  } finally {
    runtime.endStreams();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
