/**
 * How much the server adds to a generation. Times a generation through the real HTTP app (upload
 * to response, embedded runtime, temp DATA_DIR, in this process) against the bare render of the
 * same photo (the local renderer's generate + composite called directly), alternately, median of
 * N runs each after a warm-up.
 *
 * With the subject and face models: a photo the server has not seen (a pixel changed each run,
 * so the analysis cache misses) against the same photo again (answered from the cache), and the
 * bare render with the models against the bare render without them (the saliency fallback).
 * Budgets: a 2-variant 1280x720 generation of a new photo within 2.5 s of server time, and a
 * second generation of the same photo faster than the first.
 *
 * BENCH_RUNS (default 10), BENCH_WARMUP (default 2), BENCH_PHOTO (default rocket.jpg),
 * BENCH_RESOLUTION ("1280 x 720" or "1920 x 1080"), IMAGES_PER_GENERATION (default 2).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  API_PATHS,
  API_PREFIX,
  EMPTY_PREFERENCES,
  resolutionSchema,
  type Resolution,
} from '@thumbforge/contract';
import { createCanvas, Image } from '@napi-rs/canvas';
import { createLocalRenderer } from '../functions/src/adapters/local-renderer/local-renderer.js';
import { composeThumbnail } from '../functions/src/adapters/imaging/compose-thumbnail.js';
import { normalizeUpload } from '../functions/src/adapters/imaging/normalize-upload.js';
import { embeddedDeps } from '../functions/src/composition/embedded.js';
import { parseEnv } from '../functions/src/composition/env.js';
import type { Logger } from '../functions/src/core/ports/logger.port.js';
import { createApp } from '../functions/src/http/create-app.js';
import { ms, times, verdict, type Measurement, type Report } from './support/report.js';
import { median, time } from './support/stats.js';
import { paintLayeredImages } from '../functions/src/core/thumbnails/painting/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PHOTO = process.env.BENCH_PHOTO ?? '/work/shared/fixtures/photos/rocket.jpg';
const RESOLUTION: Resolution = resolutionSchema.parse(process.env.BENCH_RESOLUTION ?? '1280 x 720');
const ORIGIN = 'http://localhost:5173';
const UNTHROTTLED = '100000000';
const BUDGET = 1.5;
/** A 2-variant generation of a photo the server has not seen, models included. */
const NEW_PHOTO_BUDGET_MS = 2500;
const FORM = {
  prompt: 'Me pointing at the rocket, huge excitement',
  genre: 'tech',
  mood: 'exciting',
  title: 'Launch Day Vlog',
  resolution: RESOLUTION,
} as const;

const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };

/** Runs the two alternately, so a change in machine load between them weighs on both alike. */
async function alternate(
  first: () => Promise<void>,
  second: () => Promise<void>,
  untimed: () => Promise<void>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < WARMUP; i += 1) {
    await untimed();
    await first();
    await second();
  }
  const runs: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i += 1) {
    await untimed();
    runs[0].push(await time(first));
    runs[1].push(await time(second));
  }
  return runs;
}

const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

export const generation: Measurement = {
  name: 'generation',
  async run(): Promise<Report> {
    const photo = readFileSync(PHOTO);
    const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-'));
    const env = parseEnv({
      IMAGES_PER_GENERATION: process.env.IMAGES_PER_GENERATION,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: ORIGIN,
      NODE_ENV: 'test',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: UNTHROTTLED,
      RATE_LIMIT_WRITES_PER_MINUTE: UNTHROTTLED,
      RATE_LIMIT_GENERATIONS_PER_MINUTE: UNTHROTTLED,
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
      const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      let { token } = (await signUp.json()) as { token: string };
      const me = (await (
        await fetch(`${base}${API_PATHS.me}`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { user: { id: string } };
      await runtime.deps.ledger.apply(me.user.id, {
        key: 'bench',
        delta: 1000,
        reason: 'purchase',
      });
      const chat = (await (
        await fetch(`${base}${API_PATHS.chats}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).json()) as { chat: { _id: string } };

      // Session tokens live 60 s and a run of runs takes longer: mint one before each generation,
      // outside the timed part.
      const refresh = async () => {
        const res = await fetch(`${base}${API_PATHS.localAuth.token}`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: ORIGIN },
        });
        token = ((await res.json()) as { token: string }).token;
      };
      const generateOverHttp = async (bytes: Uint8Array = photo) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(FORM)) form.append(name, value);
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), basename(PHOTO));
        const res = await fetch(`${base}${API_PATHS.thumbnails(chat.chat._id)}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        if (res.status !== 201) {
          throw new Error(`generation answered ${res.status}: ${await res.text()}`);
        }
        await res.arrayBuffer();
      };

      const upright = (await normalizeUpload(photo)).jpeg;
      /** The bare render: a renderer's generate, then the composite of every variant. */
      const bareRender = (renderer: ReturnType<typeof createLocalRenderer>) => async () => {
        const images = await paintLayeredImages(renderer, {
          photo: upright,
          ...FORM,
          preferences: EMPTY_PREFERENCES,
          variants: env.imagesPerGeneration,
        });
        await Promise.all(
          images.map((image) => composeThumbnail({ ...image, resolution: RESOLUTION })),
        );
      };
      const renderBare = bareRender(createLocalRenderer());

      const [overHttp, bare] = await alternate(() => generateOverHttp(), renderBare, refresh);
      const serverMedian = median(overHttp);
      const bareMedian = median(bare);
      const ratio = serverMedian / bareMedian;

      // Each run a photo the analysis cache has not seen: one pixel in another colour.
      const source = new Image();
      source.src = photo;
      let fresh = 0;
      const newPhoto = async () => {
        fresh += 1;
        const canvas = createCanvas(source.width, source.height);
        const context = canvas.getContext('2d');
        context.drawImage(source, 0, 0);
        context.fillStyle = `rgb(${fresh % 256}, ${(fresh * 7) % 256}, 200)`;
        context.fillRect(fresh % 40, 0, 2, 2);
        return canvas.encode('jpeg', 92);
      };
      const firstTimes: number[] = [];
      const againTimes: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const bytes = await newPhoto();
        await refresh();
        firstTimes.push(await time(() => generateOverHttp(bytes)));
        await refresh();
        againTimes.push(await time(() => generateOverHttp(bytes)));
      }
      const renderWithout = bareRender(
        createLocalRenderer({
          analyser: {
            analyse: async () => null,
            faces: async () => [],
            likeness: async () => null,
            close: async () => {},
          },
        }),
      );
      const bareWithout: number[] = [];
      for (let i = 0; i < RUNS; i += 1) bareWithout.push(await time(renderWithout));
      const firstMedian = median(firstTimes);
      const againMedian = median(againTimes);
      return {
        title:
          `Generation server time (${basename(PHOTO)}, ${RESOLUTION}, ${env.imagesPerGeneration} variants, ` +
          `median of ${RUNS} after ${WARMUP} warm-up)`,
        rows: [
          {
            figure: 'generation (median)',
            value: ms(serverMedian),
            baseline: ms(bareMedian),
            ratio: times(ratio),
            budget: `< ${times(BUDGET)}`,
            verdict: verdict(ratio < BUDGET),
          },
          {
            figure: 'overhead (median)',
            value: ms(serverMedian - bareMedian),
          },
          {
            figure: 'new photo, models included (median)',
            value: ms(firstMedian),
            budget: `< ${ms(NEW_PHOTO_BUDGET_MS, 0)}`,
            verdict: verdict(firstMedian < NEW_PHOTO_BUDGET_MS),
          },
          {
            figure: 'same photo again, analysis cached (median)',
            value: ms(againMedian),
            baseline: ms(firstMedian),
            ratio: times(againMedian / firstMedian),
            budget: '< 1.00x',
            verdict: verdict(againMedian < firstMedian),
          },
          {
            figure: 'bare render with models vs without (median)',
            value: ms(bareMedian),
            baseline: ms(median(bareWithout)),
            ratio: times(bareMedian / median(bareWithout)),
          },
        ],
        notes: [
          'value = HTTP upload to 201 response through the app; baseline = bare render (normalized',
          'photo, local renderer generate + composite of every variant). Alternated, same process.',
          `server runs:   ${list(overHttp)} ms`,
          `baseline runs: ${list(bare)} ms`,
          `new photo runs:  ${list(firstTimes)} ms`,
          `same photo runs: ${list(againTimes)} ms`,
          `bare without models: ${list(bareWithout)} ms`,
        ],
      };
    } finally {
      runtime.endStreams();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
