/**
 * Several creators at once for a fixed time, against the real embedded server in its own process
 * (the render pool's threads in it): what the issue "No request can stall, starve or exhaust the
 * server" asks to see.
 *
 * - bare: the bare render (the local renderer's variants and their composites on a render pool
 *   with one thread per core, in this process, no HTTP) as many at once as the cores take: the
 *   physical limit of generations per minute here.
 * - generations: CREATORS creators generating in a loop, half at 1280x720 and half at 1920x1080.
 * - mixed: the same creators generating and editing, plus a creator on the free endpoints
 *   (feed checks, comparisons, 12 Chinese language versions at a time).
 * - attacks: one creator's generation time alone, then beside the attacks of issue 32 on the
 *   pixel queue (abandoned uploads and checks, dripping bodies, PNG conversions, brand-kit learning from 40 MP PNGs;
 *   load-attacks.ts).
 * Through the first two, /health is asked every 50 ms; the server's RSS (every thread included) is
 * sampled every 10 ms. Printed: generations per minute against the bare render's, p50/p99
 * generation latency, /health p50/p99, idle and peak memory, and how many 429/503 answers came;
 * any other failure is counted as an error.
 *
 * LOAD_SECONDS (default 40 per phase), LOAD_CREATORS (default 4).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, EMPTY_PREFERENCES, type Resolution } from '@thumbforge/contract';
import { createCanvasImageProcessor } from '../functions/src/adapters/imaging/canvas-image-processor.js';
import { createLocalRenderer } from '../functions/src/adapters/local-renderer/local-renderer.js';
import { createRenderPool } from '../functions/src/adapters/render-pool/render-pool.js';
import { paintLayeredImages } from '../functions/src/core/thumbnails/painting/index.js';
import { attackedGenerations } from './load-attacks.js';
import type { MemoryReport } from './support/protocol.js';
import { mb, ms, times, verdict, type Measurement, type Report } from './support/report.js';
import {
  buyPlan,
  freshToken,
  signUp,
  startBenchServer,
  type BenchServer,
  type Session,
} from './support/server-process.js';
import { percentile, sleep } from './support/stats.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 40);
const CREATORS = Number(process.env.LOAD_CREATORS ?? 4);
const PHOTO = '/work/shared/fixtures/photos/rocket.jpg';
const RESOLUTIONS: Resolution[] = ['1280 x 720', '1920 x 1080'];
const FORM = {
  prompt: 'Me pointing at the rocket, huge excitement, add a red arrow',
  genre: 'tech',
  mood: 'exciting',
  title: 'Launch Day Vlog',
} as const;
const CJK_TITLES = [
  'zh',
  'ja',
  'zh-TW',
  'ko',
  'hi',
  'ar',
  'he',
  'ru',
  'bn',
  'ta',
  'pt-BR',
  'es',
].map((lang) => ({ lang, title: '中文字'.repeat(33) }));
const HEALTH_P99_BUDGET_MS = 100;
const THROUGHPUT_BUDGET = 0.8;

interface Tally {
  generations: number[];
  edits: number;
  free: number;
  refused: number;
  errors: string[];
}

const newTally = (): Tally => ({ generations: [], edits: 0, free: 0, refused: 0, errors: [] });

/** A creator with a fresh token every call (they live 60 s) and their own chat. */
async function creator(server: BenchServer, email: string) {
  const session: Session = await signUp(server, email);
  // Full HD is Premium's perk (and Pro's, whose requests would go first: not what is measured).
  await buyPlan(server, session.token, 'premium');
  await server.call({ method: 'credit', userId: session.userId, amount: 10_000 });
  const call = async (path: string, init: RequestInit = {}) => {
    const token = await freshToken(server, session);
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${server.api}${path}`, { ...init, headers });
  };
  const chat = (await (await call(API_PATHS.chats, { method: 'POST', body: '{}' })).json()) as {
    chat: { _id: string };
  };
  return { call, chatId: chat.chat._id };
}

type Creator = Awaited<ReturnType<typeof creator>>;

/** Counts a 429/503 as refused, anything else not OK as an error; answers the body when OK. */
async function counted(tally: Tally, answer: Promise<Response>): Promise<unknown> {
  const res = await answer;
  if (res.ok) return res.json();
  const text = await res.text();
  if (res.status === 429 || res.status === 503) tally.refused += 1;
  else tally.errors.push(`${res.status} ${text.slice(0, 120)}`);
  return null;
}

async function generate(who: Creator, resolution: Resolution, tally: Tally) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FORM, resolution })) form.append(name, value);
  form.append('file', new Blob([readFileSync(PHOTO)], { type: 'image/jpeg' }), basename(PHOTO));
  const started = performance.now();
  const body = (await counted(
    tally,
    who.call(API_PATHS.thumbnails(who.chatId), { method: 'POST', body: form }),
  )) as { chatMessages: { messages: { images: string[] }[] }[] } | null;
  if (!body) return [];
  tally.generations.push(performance.now() - started);
  return body.chatMessages[0]?.messages.at(-1)?.images ?? [];
}

async function untilDeadline(deadline: number, work: () => Promise<void>) {
  while (performance.now() < deadline) await work();
}

/** /health every 50 ms until `done`, each answer's time. */
async function pingHealth(server: BenchServer, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    await fetch(`${server.api}/health`).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

async function phase(
  server: BenchServer,
  creators: Creator[],
  freeCreator: Creator | null,
  withEdits: boolean,
) {
  const tally = newTally();
  const deadline = performance.now() + SECONDS * 1000;
  let finished = false;
  await server.call({ method: 'memoryStart' });
  const health = pingHealth(server, () => finished);
  const started = performance.now();
  await Promise.all([
    ...creators.map((who, index) =>
      untilDeadline(deadline, async () => {
        const resolution = RESOLUTIONS[index % RESOLUTIONS.length] ?? '1280 x 720';
        const [url] = await generate(who, resolution, tally);
        if (!withEdits || !url) return;
        const edited = await counted(
          tally,
          who.call(API_PATHS.thumbnails(who.chatId), {
            method: 'PUT',
            body: JSON.stringify({ url, prompt: 'make it brighter, add a yellow circle' }),
          }),
        );
        if (edited) tally.edits += 1;
      }),
    ),
    ...(freeCreator
      ? [
          (async () => {
            const [first, second] = await generate(freeCreator, '1920 x 1080', tally);
            if (!first || !second) return;
            await untilDeadline(deadline, async () => {
              for (const [path, body] of [
                [API_PATHS.thumbnailCheck(freeCreator.chatId), { url: first }],
                [API_PATHS.thumbnailCompare(freeCreator.chatId), { urls: [first, second] }],
                [
                  API_PATHS.thumbnailLanguages(freeCreator.chatId),
                  { url: first, titles: CJK_TITLES },
                ],
              ] as const) {
                const answer = await counted(
                  tally,
                  freeCreator.call(path, { method: 'POST', body: JSON.stringify(body) }),
                );
                if (answer) tally.free += 1;
              }
            });
          })(),
        ]
      : []),
  ]);
  const elapsedMinutes = (performance.now() - started) / 60_000;
  finished = true;
  const healthTimes = await health;
  const memory = (await server.call({ method: 'memoryStop' })) as MemoryReport;
  return { tally, healthTimes, memory, perMinute: tally.generations.length / elapsedMinutes };
}

/** The bare render's generations per minute: as many at once as the cores take, no HTTP. */
async function bareThroughput(): Promise<number> {
  const pool = createRenderPool();
  const model = createLocalRenderer({ pool });
  const imaging = createCanvasImageProcessor(pool);
  const photo = (await imaging.prepareUpload(readFileSync(PHOTO))).jpeg;
  let made = 0;
  const one = async (resolution: Resolution) => {
    const images = await paintLayeredImages(model, {
      photo,
      ...FORM,
      resolution,
      preferences: EMPTY_PREFERENCES,
      variants: 2,
    });
    await Promise.all(images.map((image) => imaging.composeThumbnail({ ...image, resolution })));
  };
  try {
    await one('1280 x 720');
    const deadline = performance.now() + (SECONDS / 2) * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 2 * availableParallelism() }, (_, index) =>
        untilDeadline(deadline, async () => {
          await one(RESOLUTIONS[index % RESOLUTIONS.length] ?? '1280 x 720');
          made += 1;
        }),
      ),
    );
    return made / ((performance.now() - started) / 60_000);
  } finally {
    await pool.close();
  }
}

export const load: Measurement = {
  name: 'load',
  async run(): Promise<Report> {
    const bare = await bareThroughput();
    const server = await startBenchServer({ imagesPerGeneration: 2 });
    try {
      const creators = await Promise.all(
        Array.from({ length: CREATORS }, (_, i) => creator(server, `creator${i}@example.com`)),
      );
      const freeCreator = await creator(server, 'free@example.com');
      // Warm-up: the models loaded, every thread started, then the idle level after it.
      await generate(creators[0] as Creator, '1280 x 720', newTally());
      await server.call({ method: 'memoryStart' });
      const warm = (await server.call({ method: 'memoryStop' })) as MemoryReport;
      const only = await phase(server, creators, null, false);
      const mixed = await phase(server, creators, freeCreator, true);
      const victim = await creator(server, 'victim@example.com');
      const converter = await creator(server, 'converter@example.com');
      const [converted] = await generate(converter, '1280 x 720', newTally());
      const attacks = await attackedGenerations(server, {
        generate: async () => {
          await generate(victim, '1280 x 720', newTally());
        },
        convert: () =>
          converter.call(API_PATHS.downloadImage, {
            method: 'POST',
            body: JSON.stringify({ imageUrl: converted, format: 'png' }),
          }),
        seconds: SECONDS,
      });
      const attackedP50 = percentile(attacks.attacked, 50);
      const idleP50 = percentile(attacks.idle, 50);
      // Past the render threads' idle time: they have ended and given their memory back.
      await sleep(15_000);
      await server.call({ method: 'memoryStart' });
      const after = (await server.call({ method: 'memoryStop' })) as MemoryReport;

      const throughput = only.perMinute / bare;
      const healthP99 = percentile(mixed.healthTimes, 99);
      const errors = [...only.tally.errors, ...mixed.tally.errors];
      const peak = Math.max(only.memory.peak.rss, mixed.memory.peak.rss);
      return {
        title: `Load: ${CREATORS} creators at 1280x720 and 1920x1080 for ${SECONDS} s a phase, plus the free endpoints (${availableParallelism()} cores)`,
        rows: [
          {
            figure: 'generations per minute (generations only)',
            value: only.perMinute.toFixed(1),
            baseline: `${bare.toFixed(1)} bare`,
            ratio: times(throughput),
            budget: `>= ${times(THROUGHPUT_BUDGET)}`,
            verdict: verdict(throughput >= THROUGHPUT_BUDGET),
          },
          {
            figure: 'generation latency p50 / p99 (generations only)',
            value: `${ms(percentile(only.tally.generations, 50), 0)} / ${ms(percentile(only.tally.generations, 99), 0)}`,
          },
          {
            figure: 'generation latency p50 / p99 (mixed)',
            value: `${ms(percentile(mixed.tally.generations, 50), 0)} / ${ms(percentile(mixed.tally.generations, 99), 0)}`,
          },
          {
            figure: '/health p50 / p99 (generations only)',
            value: `${ms(percentile(only.healthTimes, 50))} / ${ms(percentile(only.healthTimes, 99))}`,
          },
          {
            figure: '/health p50 / p99 (mixed)',
            value: `${ms(percentile(mixed.healthTimes, 50))} / ${ms(percentile(mixed.healthTimes, 99))}`,
            budget: `p99 < ${ms(HEALTH_P99_BUDGET_MS, 0)}`,
            verdict: verdict(healthP99 < HEALTH_P99_BUDGET_MS),
          },
          {
            figure: 'memory: idle after warm-up / peak / idle after',
            value: `${mb(warm.idle.rss, 0)} / ${mb(peak, 0)} / ${mb(after.idle.rss, 0)}`,
            budget: '< 1024 MB (the function)',
            verdict: verdict(peak < 1024 * 1024 * 1024),
          },
          {
            figure: "a creator's generation p50 idle / p50 and p99 under the pixel queue attacks",
            value: `${ms(idleP50, 0)} / ${ms(attackedP50, 0)} and ${ms(percentile(attacks.attacked, 99), 0)}`,
            ratio: times(attackedP50 / idleP50),
          },
          {
            figure: 'answers 429 / 503 (refused, nothing charged)',
            value: String(only.tally.refused + mixed.tally.refused),
          },
          {
            figure: 'other failures',
            value: String(errors.length),
            budget: '0',
            verdict: verdict(errors.length === 0),
          },
        ],
        notes: [
          `generations: ${only.tally.generations.length} alone, ${mixed.tally.generations.length} mixed; ` +
            `edits ${mixed.tally.edits}; free answers ${mixed.tally.free}`,
          `warm-up idle: heap ${mb(warm.idle.heapUsed, 0)}, external ${mb(warm.idle.external, 0)}, ` +
            `array buffers ${mb(warm.idle.arrayBuffers, 0)}`,
          `pixel queue attacks: ${attacks.attacked.length} generations timed; the attackers' answers ${JSON.stringify(attacks.answers)}`,
          ...errors.slice(0, 5).map((error) => `error: ${error}`),
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
