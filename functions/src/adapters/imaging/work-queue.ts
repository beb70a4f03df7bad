export interface WorkQueueOptions {
  /** Tasks run at once at most (one per worker thread). */
  concurrency: number;
  /** The summed cost of the tasks running at once; a task costing more runs alone. */
  budget: number;
  /** Tasks that may wait for their turn; one more is refused with `refuse()`. */
  maxWaiting: number;
  refuse: () => Error;
}

export interface WorkQueue {
  /** Runs `task` when its turn comes, first in first out, or throws `refuse()` when full. */
  run<T>(cost: number, task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiting {
  cost: number;
  start: () => void;
}

/**
 * Admits tasks by count and by cost (for decoding: pixels, which is memory), in arrival order:
 * a large task at the head waits for room rather than being overtaken, so it is never starved.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const queue: Waiting[] = [];
  let running = 0;
  let spent = 0;

  const fits = (cost: number) =>
    running === 0 || (running < options.concurrency && spent + cost <= options.budget);

  function admit(cost: number): void {
    running += 1;
    spent += cost;
  }

  function startWaiting(): void {
    for (let next = queue[0]; next && fits(next.cost); next = queue[0]) {
      queue.shift();
      admit(next.cost);
      next.start();
    }
  }

  return {
    async run(cost, task) {
      if (queue.length > 0 || !fits(cost)) {
        if (queue.length >= options.maxWaiting) throw options.refuse();
        // Admitted (and counted) by `startWaiting` when its turn comes.
        await new Promise<void>((start) => queue.push({ cost, start }));
      } else {
        admit(cost);
      }
      try {
        return await task();
      } finally {
        running -= 1;
        spent -= cost;
        startWaiting();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
