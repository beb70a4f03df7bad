import { describe, expect, it } from 'vitest';
import { createWorkQueue, type QueuePriority } from './work-queue.js';

/** A task that runs until `finish` is called, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Queues one held task per name, in order and at its priority; answers the order they started in. */
async function startOrder(
  queue: ReturnType<typeof createWorkQueue>,
  priorities: Record<string, QueuePriority>,
): Promise<string[]> {
  const started: string[] = [];
  const tasks = Object.entries(priorities).map(([name, priority]) => ({
    ...heldTask(started, name),
    priority,
  }));
  const results = tasks.map(({ task, priority }) => queue.run(10, task, { priority }));
  for (const { finish } of tasks) {
    await settle();
    finish();
  }
  await Promise.all(results);
  return started;
}

describe('work queue', () => {
  const options = { concurrency: 2, budget: 100, maxWaiting: 2, refuse: () => new Error('busy') };

  it('runs two cheap tasks at once, queues the rest in order and refuses past the queue', async () => {
    const queue = createWorkQueue(options);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(10, task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    await expect(queue.run(10, async () => 'e')).rejects.toThrow('busy');

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const { finish } of tasks) finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('runs a task over the budget alone, and a costly head is not overtaken', async () => {
    const queue = createWorkQueue({ ...options, maxWaiting: 5 });
    const started: string[] = [];
    const small = heldTask(started, 'small');
    const huge = heldTask(started, 'huge');
    const after = heldTask(started, 'after');
    const runs = [queue.run(60, small.task), queue.run(150, huge.task), queue.run(10, after.task)];
    await settle();
    // 'after' would fit beside 'small', but 'huge' came first.
    expect(started).toEqual(['small']);
    small.finish();
    await settle();
    expect(started).toEqual(['small', 'huge']);
    expect(queue.running).toBe(1);
    huge.finish();
    await settle();
    expect(started).toEqual(['small', 'huge', 'after']);
    after.finish();
    await Promise.all(runs);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ ...options, concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(1, () => Promise.reject(new Error('decode failed')))).rejects.toThrow(
      'decode failed',
    );
    expect(await queue.run(1, async () => 'next')).toBe('next');
  });
});

describe('work queue priorities and cancellation', () => {
  const options = { concurrency: 1, budget: 100, maxWaiting: 5, refuse: () => new Error('busy') };

  it('starts a first-priority task ahead of normal ones waiting, behind earlier first ones', async () => {
    const started = await startOrder(createWorkQueue(options), {
      running: 'normal',
      n1: 'normal',
      f1: 'first',
      n2: 'normal',
      f2: 'first',
    });
    expect(started).toEqual(['running', 'f1', 'f2', 'n1', 'n2']);
  });

  it('starts every normal or first task waiting ahead of later ones, whenever they came', async () => {
    const started = await startOrder(createWorkQueue(options), {
      running: 'normal',
      l1: 'later',
      n1: 'normal',
      l2: 'later',
      f1: 'first',
      n2: 'normal',
    });
    expect(started).toEqual(['running', 'f1', 'n1', 'n2', 'l1', 'l2']);
  });

  it('drops a waiting task whose signal aborts, and never starts it', async () => {
    const queue = createWorkQueue(options);
    const started: string[] = [];
    const first = heldTask(started, 'first');
    const cancelled = heldTask(started, 'cancelled');
    const controller = new AbortController();
    const running = queue.run(10, first.task);
    const waiting = queue.run(10, cancelled.task, { signal: controller.signal });
    await settle();
    expect(queue.waiting).toBe(1);
    controller.abort(new Error('deadline passed'));
    await expect(waiting).rejects.toThrow('deadline passed');
    expect(queue.waiting).toBe(0);
    first.finish();
    await running;
    expect(started).toEqual(['first']);
  });

  it('refuses a task whose signal has already aborted', async () => {
    const queue = createWorkQueue(options);
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(queue.run(1, async () => 'ran', { signal: controller.signal })).rejects.toThrow(
      'too late',
    );
    expect(queue.running).toBe(0);
  });
});
