interface WorkQueueOptions {
  /** Tasks run at once at most (one per worker thread). */
  concurrency: number;
  /** The summed cost of the tasks running at once; a task costing more runs alone. */
  budget: number;
  /** Tasks that may wait for their turn; one more is refused with `refuse()`. */
  maxWaiting: number;
  refuse: () => Error;
}

/**
 * `first` waits ahead of every `normal` task (behind earlier `first` ones): Pro's renders. `later`
 * waits behind both: free work (feed checks, conversions, brand-kit learning), so however much of
 * it is asked, a paid generation or edit is never behind it.
 */
export type QueuePriority = 'first' | 'normal' | 'later';

const RANK: Record<QueuePriority, number> = { first: 0, normal: 1, later: 2 };

export interface QueueTicket {
  priority?: QueuePriority;
  /** Aborted while waiting, the task leaves the queue and never starts. */
  signal?: AbortSignal;
}

export interface WorkQueue {
  /** Runs `task` when its turn comes, in priority then arrival order, or throws `refuse()` when full. */
  run<T>(cost: number, task: () => Promise<T>, ticket?: QueueTicket): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiting {
  cost: number;
  priority: QueuePriority;
  start: () => void;
}

function aborted(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the work was cancelled');
}

/**
 * Admits tasks by count and by cost (for decoding: pixels, which is memory), in priority and then
 * arrival order: a large task at the head waits for room rather than being overtaken, so it is
 * never starved.
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

  /** Behind every waiting task of the same or a higher priority. */
  function enqueue(entry: Waiting): void {
    const at = queue.findIndex((other) => RANK[other.priority] > RANK[entry.priority]);
    if (at < 0) queue.push(entry);
    else queue.splice(at, 0, entry);
  }

  async function waitForTurn(cost: number, ticket: QueueTicket): Promise<void> {
    const { signal } = ticket;
    if (signal?.aborted) throw aborted(signal);
    await new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        cost,
        priority: ticket.priority ?? 'normal',
        start: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      function leave(): void {
        const at = queue.indexOf(entry);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(aborted(signal as AbortSignal));
        // A costly task leaving the head may let cheaper ones behind it start.
        startWaiting();
      }
      signal?.addEventListener('abort', leave, { once: true });
      enqueue(entry);
    });
  }

  return {
    async run(cost, task, ticket = {}) {
      if (queue.length > 0 || !fits(cost)) {
        if (queue.length >= options.maxWaiting) throw options.refuse();
        // Admitted (and counted) by `startWaiting` when its turn comes.
        await waitForTurn(cost, ticket);
      } else {
        if (ticket.signal?.aborted) throw aborted(ticket.signal);
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
