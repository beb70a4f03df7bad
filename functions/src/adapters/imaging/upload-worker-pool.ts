import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited, TooLarge, UnsupportedImage } from '../../core/errors.js';
import type { InspectedUpload } from '../../core/uploads/inspect-upload.js';
import { redrawnSize, type NormalizedUpload } from './normalize-upload.js';
import type { NormalizeFailure, NormalizeReply } from './normalize-upload.worker.js';
import { createWorkQueue, type WorkQueue } from './work-queue.js';

/** Two decodes at once: one per core of a 2-core machine, and two photos fit in memory. */
const WORKERS = 2;
/**
 * Decoded and re-encoded pixels in flight at once. One 40-megapixel upload (the largest allowed,
 * about 300 MB while it is redrawn) runs alone; two phone photos of 12 megapixels run together.
 */
const PIXEL_BUDGET = 50_000_000;
/** Uploads that may wait for a worker; with the per-user cap of 2 that is 4 users' worth. */
const MAX_WAITING = 8;
const RETRY_AFTER_SECONDS = 10;
/** A worker that has had nothing to do this long exits, giving its memory back. */
const IDLE_MS = 30_000;

export interface UploadWorkerPool {
  /** Decodes, turns upright and re-encodes a checked upload on a worker thread. */
  normalize(bytes: Uint8Array, inspected: InspectedUpload): Promise<NormalizedUpload>;
  readonly queue: WorkQueue;
}

/** What redrawing costs in pixels held at once: the decoded upload plus its redrawn copy. */
export function decodeCost(inspected: Pick<InspectedUpload, 'width' | 'height'>): number {
  const redrawn = redrawnSize(inspected);
  return inspected.width * inspected.height + redrawn.width * redrawn.height;
}

/** The queue every upload waits in by default: full, it answers 429 with a message to retry. */
export function createUploadQueue(overrides: { concurrency?: number; maxWaiting?: number } = {}) {
  return createWorkQueue({
    concurrency: overrides.concurrency ?? WORKERS,
    budget: PIXEL_BUDGET,
    maxWaiting: overrides.maxWaiting ?? MAX_WAITING,
    refuse: () =>
      new RateLimited(THUMBNAIL_MESSAGES.uploadsBusy, RETRY_AFTER_SECONDS, 'upload queue full'),
  });
}

/**
 * The worker's file beside this module: `.js` in the compiled server and the deploy bundle
 * (bundled as its own entry); under vitest and tsx, where this module is TypeScript, the worker
 * registers tsx (a dev dependency, found from the working directory) before loading its source.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./normalize-upload.worker.js', import.meta.url));
  }
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.tsx.json', import.meta.url));
  const source = new URL('./normalize-upload.worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => {
      register({ tsconfig: ${JSON.stringify(tsconfig)} });
      return import(${JSON.stringify(source)});
    });`,
    { eval: true },
  );
}

function toError(failure: NormalizeFailure): Error {
  switch (failure.code) {
    case 'unsupported_media_type':
      return new UnsupportedImage(failure.message, failure.detail);
    case 'payload_too_large':
      return new TooLarge(failure.message, failure.detail);
    default:
      return new Error(`decoding an upload failed: ${failure.message}`);
  }
}

interface Job {
  resolve: (upload: NormalizedUpload) => void;
  reject: (error: Error) => void;
}

/**
 * Decodes uploads on worker threads, admitted by `queue`: how many at once, how many pixels in
 * memory at once, and how many may wait. Bounds decoding for the whole process, so many huge
 * uploads at once neither exhaust memory nor block the thread that answers requests.
 */
export function createUploadWorkerPool(queue: WorkQueue = createUploadQueue()): UploadWorkerPool {
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const jobs = new Map<number, Job>();
  /** The job each busy worker is on. */
  const running = new Map<Worker, number>();
  let nextId = 0;

  function spawn(): Worker {
    const worker = startWorker();
    worker.unref();
    worker.on('message', ({ id, ...reply }: NormalizeReply) => {
      const job = jobs.get(id);
      jobs.delete(id);
      if ('upload' in reply) job?.resolve(reply.upload);
      else if (job) job.reject(toError(reply.failure));
    });
    // A worker that dies fails its job; the next job starts a fresh one.
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', (code) => fail(worker, new Error(`the decoding worker exited (${code})`)));
    return worker;
  }

  function fail(worker: Worker, error: Error): void {
    const id = running.get(worker);
    running.delete(worker);
    const job = id === undefined ? undefined : jobs.get(id);
    if (id !== undefined) jobs.delete(id);
    job?.reject(error);
    const at = idle.findIndex((entry) => entry.worker === worker);
    if (at >= 0) {
      clearTimeout(idle[at]?.timer);
      idle.splice(at, 1);
    }
  }

  function release(worker: Worker): void {
    running.delete(worker);
    const timer = setTimeout(() => {
      const at = idle.findIndex((entry) => entry.worker === worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    idle.push({ worker, timer });
  }

  function take(): Worker {
    const reused = idle.pop();
    if (!reused) return spawn();
    clearTimeout(reused.timer);
    return reused.worker;
  }

  return {
    queue,
    normalize(bytes, inspected) {
      return queue.run(decodeCost(inspected), () => {
        const worker = take();
        const id = (nextId += 1);
        running.set(worker, id);
        // A copy of exactly the upload's bytes, handed over rather than cloned again.
        const copy = new Uint8Array(bytes);
        return new Promise<NormalizedUpload>((resolve, reject) => {
          jobs.set(id, {
            resolve: (upload) => {
              release(worker);
              const { jpeg } = upload;
              resolve({ ...upload, jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.length) });
            },
            reject: (error) => {
              if (running.get(worker) === id) release(worker);
              reject(error);
            },
          });
          worker.postMessage({ id, bytes: copy }, [copy.buffer]);
        });
      });
    },
  };
}
