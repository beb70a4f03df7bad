import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidInput } from '../../core/errors.js';
import { withinWork } from '../../core/work-context.js';
import { createWorkQueue } from '../../core/work-queue.js';
import { createWorkerPool, type WorkerPool } from './worker-pool.js';

type TestJobs = {
  echo: (input: { bytes: Uint8Array }) => Promise<{ length: number; bytes: Uint8Array }>;
  spin: (input: { ms: number }) => Promise<string>;
  refuse: (input: { message: string }) => Promise<never>;
  hoard: (input: Record<string, never>) => Promise<never>;
  threadId: (input: Record<string, never>) => Promise<number>;
  niceness: (input: Record<string, never>) => Promise<number>;
};

const TEST_WORKER = new URL('../../../test/support/test-jobs.worker.ts', import.meta.url).href;
const pools: WorkerPool<TestJobs>[] = [];

function pool(overrides: { deadlineMs?: number; workers?: number; heapMb?: number } = {}) {
  const created = createWorkerPool<TestJobs>({
    besideUrl: TEST_WORKER,
    name: 'test-jobs.worker',
    queue: createWorkQueue({
      concurrency: overrides.workers ?? 1,
      budget: 100,
      maxWaiting: 10,
      refuse: () => new Error('full'),
    }),
    deadlineMs: overrides.deadlineMs ?? 20_000,
    heapMb: overrides.heapMb ?? 64,
    idleMs: 60_000,
    timedOut: (kind, ms) => new Error(`${kind} past ${ms} ms`),
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('worker pool', () => {
  it('runs a job on a thread and hands its bytes back, leaving the caller its own', async () => {
    const jobs = pool();
    const bytes = new Uint8Array(200_000).fill(7);
    const answer = await jobs.run('echo', { bytes });
    expect(answer.length).toBe(200_000);
    expect(answer.bytes[199_999]).toBe(7);
    expect(bytes.length).toBe(200_000);
  });

  it('keeps the kind of a failure across the thread, and the thread takes the next job', async () => {
    const jobs = pool();
    const first = await jobs.run('threadId', {});
    const failure = jobs.run('refuse', { message: 'Not a picture' });
    await expect(failure).rejects.toBeInstanceOf(InvalidInput);
    await expect(failure).rejects.toThrow('Not a picture');
    expect(await jobs.run('threadId', {})).toBe(first);
  });

  it('stops a job past its deadline by ending its thread, and a fresh thread takes the next', async () => {
    const jobs = pool({ deadlineMs: 2_000 });
    const first = await jobs.run('threadId', {});
    await expect(jobs.run('spin', { ms: 60_000 })).rejects.toThrow('spin past 2000 ms');
    const next = await jobs.run('threadId', {});
    expect(next).not.toBe(first);
    expect(jobs.threads).toBe(1);
  });

  it('stops a running job when its work is cancelled (a deadline above it, a client gone)', async () => {
    const jobs = pool();
    const controller = new AbortController();
    const running = withinWork({ signal: controller.signal }, () =>
      jobs.run('spin', { ms: 60_000 }),
    );
    setTimeout(() => controller.abort(new Error('the model deadline passed')), 200);
    await expect(running).rejects.toThrow('the model deadline passed');
    expect(jobs.queue.running).toBe(0);
    expect(await jobs.run('spin', { ms: 1 })).toBe('done');
  });

  it('drops a cancelled job that was still waiting, without running it', async () => {
    const jobs = pool({ workers: 1 });
    const controller = new AbortController();
    const busy = jobs.run('spin', { ms: 300 });
    const waiting = withinWork({ signal: controller.signal }, () =>
      jobs.run('spin', { ms: 60_000 }),
    );
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(await busy).toBe('done');
    expect(jobs.queue.waiting).toBe(0);
  });

  it('runs its threads below the priority of the thread answering requests', async () => {
    const before = getPriority();
    expect(await pool().run('niceness', {})).toBeGreaterThan(before);
    // Linux keeps a nice value per thread: this one is as it was.
    expect(getPriority()).toBe(before);
  });

  it('ends a thread that outgrows its heap, failing only its job', async () => {
    const jobs = pool({ heapMb: 32 });
    await expect(jobs.run('hoard', {})).rejects.toThrow();
    expect(await jobs.run('spin', { ms: 1 })).toBe('done');
  });
});
