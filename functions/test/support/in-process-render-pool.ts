import { PIXEL_JOBS, type PixelJobs } from '../../src/adapters/render-pool/pixel-jobs.js';
import type { RenderPool } from '../../src/adapters/render-pool/render-pool.js';
import { createWorkQueue } from '../../src/core/work-queue.js';

/**
 * A render pool that runs each job on the calling thread: for tests that spy on what a job does
 * inside (how many grade passes it makes), which a worker thread would hide from them.
 */
export function inProcessRenderPool(): RenderPool {
  return {
    queue: createWorkQueue({
      concurrency: 1,
      budget: Number.POSITIVE_INFINITY,
      maxWaiting: Number.POSITIVE_INFINITY,
      refuse: () => new Error('never full'),
    }),
    threads: 0,
    run: <K extends keyof PixelJobs & string>(kind: K, input: Parameters<PixelJobs[K]>[0]) =>
      (PIXEL_JOBS[kind] as (job: typeof input) => ReturnType<PixelJobs[K]>)(input) as Promise<
        Awaited<ReturnType<PixelJobs[K]>>
      >,
    close: async () => {},
  };
}
