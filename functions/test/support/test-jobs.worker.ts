/** Jobs for the worker pool's own tests: slow, stuck, failing and memory-hungry work. */
import { InvalidInput } from '../../src/core/errors.js';
import { getPriority } from 'node:os';
import { lowerThisThreadsPriority } from '../../src/adapters/threads/lower-priority.js';
import { serveJobs } from '../../src/adapters/threads/serve-jobs.js';

serveJobs({
  echo: async (input: { bytes: Uint8Array }) => ({
    length: input.bytes.length,
    bytes: input.bytes,
  }),
  /** Holds its thread for `ms` as a render does: synchronous work nothing can interrupt. */
  spin: async ({ ms }: { ms: number }) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
    return 'done';
  },
  refuse: async ({ message }: { message: string }) => {
    throw new InvalidInput(message, 'refused on purpose');
  },
  /** Keeps allocating until the thread's heap limit ends it. */
  hoard: async () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
  threadId: async () => (await import('node:worker_threads')).threadId,
  /** This thread's nice value after the render pool's threads lower theirs. */
  niceness: async () => {
    lowerThisThreadsPriority();
    return getPriority();
  },
});
