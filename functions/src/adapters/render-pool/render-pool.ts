import { availableParallelism } from 'node:os';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { ServerBusy, UpstreamFailed } from '../../core/errors.js';
import { createWorkQueue } from '../../core/work-queue.js';
import { createWorkerPool, type WorkerPool } from '../threads/worker-pool.js';
import type { PixelJobs } from './pixel-jobs.js';

export type RenderPool = WorkerPool<PixelJobs>;

interface RenderPoolOptions {
  /** Threads drawing at once; one per core by default. */
  workers?: number;
  /** Jobs that may wait for a thread; requests are admitted before they make jobs (pixel-admission). */
  maxWaiting?: number;
  deadlineMs?: number;
  heapMb?: number;
  idleMs?: number;
}

/**
 * Pixels held at once across the threads: one 40-megapixel upload (the largest allowed, about
 * 300 MB while it is redrawn) runs alone; renders at 1920x1080 run side by side.
 */
const PIXEL_BUDGET = 50_000_000;
/** Longer than the slowest honest job (a 40-megapixel decode, a 4K composite, about 3 s here). */
const DEADLINE_MS = 30_000;
/**
 * Each thread's JavaScript heap. Canvas pixels live outside it, bounded by the pixel budget; the
 * heap holds job data (a photo, a mask, a PNG) and stays far below this.
 */
const HEAP_MB = 192;
const RETRY_AFTER_SECONDS = 5;

/** What a job holds in pixels: its picture and a working copy or two. */
export function renderCost(size: { width: number; height: number }, copies = 3): number {
  return size.width * size.height * copies;
}

/**
 * The threads that do the server's pixel work (pixel-jobs.ts), with a queue that admits jobs by
 * count and pixels, a deadline per job that ends its thread, and a bounded heap per thread.
 */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const workers = options.workers ?? Math.max(1, availableParallelism());
  return createWorkerPool<PixelJobs>({
    besideUrl: import.meta.url,
    name: 'pixel-worker',
    queue: createWorkQueue({
      concurrency: workers,
      budget: PIXEL_BUDGET,
      maxWaiting: options.maxWaiting ?? 64,
      refuse: () =>
        new ServerBusy(THUMBNAIL_MESSAGES.serverBusy, RETRY_AFTER_SECONDS, 'render queue full'),
    }),
    deadlineMs: options.deadlineMs ?? DEADLINE_MS,
    heapMb: options.heapMb ?? HEAP_MB,
    // A burst's memory (canvases, the fonts of every script) goes back soon after it.
    idleMs: options.idleMs ?? 10_000,
    timedOut: (kind, ms) =>
      new UpstreamFailed(THUMBNAIL_MESSAGES.renderTimedOut, `${kind} ran past ${ms} ms`),
  });
}

let shared: RenderPool | undefined;

/** The process's one pool: the bound on pixel work is the process's, whoever asks. */
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}
