import type { Worker } from 'node:worker_threads';
import { errorOfCode } from '../../core/errors.js';
import { currentWork } from '../../core/work-context.js';
import type { WorkQueue } from '../../core/work-queue.js';
import type { JobReply, JobTable } from './serve-jobs.js';
import { startWorker } from './start-worker.js';

interface WorkerPoolOptions {
  /** The worker's module: `name` beside `besideUrl` (see start-worker.ts). */
  besideUrl: string;
  name: string;
  /** Admits jobs: how many at once (one per worker), their cost, how many may wait. */
  queue: WorkQueue;
  /** A job still running after this is stopped: its worker is ended and replaced. */
  deadlineMs: number;
  /** Each worker's JavaScript heap; over it the worker dies and its job fails. */
  heapMb: number;
  /** A worker with nothing to do this long exits, giving its memory back. */
  idleMs: number;
  /** The error a job past its deadline fails with. */
  timedOut: (kind: string, deadlineMs: number) => Error;
}

export interface RunOptions {
  /** What the job holds in memory at once (pixels), for the queue's budget. */
  cost?: number;
}

type Input<Jobs extends JobTable, K extends keyof Jobs> = Parameters<Jobs[K]>[0];
type Output<Jobs extends JobTable, K extends keyof Jobs> = Awaited<ReturnType<Jobs[K]>>;

export interface WorkerPool<Jobs extends JobTable> {
  /**
   * Runs job `kind` on a worker thread when the queue admits it, in the current work's priority;
   * the current work's signal stops it, waiting or running (the worker is ended).
   */
  run<K extends keyof Jobs & string>(
    kind: K,
    input: Input<Jobs, K>,
    options?: RunOptions,
  ): Promise<Output<Jobs, K>>;
  readonly queue: WorkQueue;
  /** Worker threads alive now, busy or idle. */
  readonly threads: number;
  close(): Promise<void>;
}

interface Running {
  id: number;
  settle: (reply: JobReply | Error) => void;
}

/** Buffers of the input big enough to be worth handing over instead of copying. */
function copiedForTransfer(input: unknown): { input: unknown; transfer: ArrayBuffer[] } {
  if (typeof input !== 'object' || input === null || ArrayBuffer.isView(input)) {
    return { input, transfer: [] };
  }
  const transfer: ArrayBuffer[] = [];
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof Uint8Array && value.byteLength > 64 * 1024) {
      // A copy the worker owns: the caller keeps its own bytes.
      const owned = new Uint8Array(value);
      transfer.push(owned.buffer);
      copy[key] = owned;
    } else {
      copy[key] = value;
    }
  }
  return { input: copy, transfer };
}

/**
 * Worker threads running the jobs of one module, each job on its own thread with a deadline and a
 * bounded heap. A job past its deadline, or whose work is cancelled, ends its worker (a render
 * cannot be interrupted any other way) and a fresh one takes the next job: no stalled or orphaned
 * work goes on after its request has been answered.
 */
export function createWorkerPool<Jobs extends JobTable>(
  options: WorkerPoolOptions,
): WorkerPool<Jobs> {
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const busy = new Map<Worker, Running>();
  let nextId = 0;
  let closed = false;

  function spawn(): Worker {
    const worker = startWorker(options.besideUrl, options.name, {
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    worker.on('message', (reply: JobReply) => {
      const running = busy.get(worker);
      if (running?.id === reply.id) running.settle(reply);
    });
    worker.on('error', (error) => lost(worker, error));
    worker.on('exit', (code) => lost(worker, new Error(`the worker thread exited (${code})`)));
    return worker;
  }

  /** A worker that died (or was ended) fails its job and is never used again. */
  function lost(worker: Worker, error: Error): void {
    busy.get(worker)?.settle(error);
    busy.delete(worker);
    const at = idle.findIndex((entry) => entry.worker === worker);
    if (at >= 0) {
      clearTimeout(idle[at]?.timer);
      idle.splice(at, 1);
    }
  }

  function release(worker: Worker): void {
    busy.delete(worker);
    if (closed) {
      void worker.terminate();
      return;
    }
    const timer = setTimeout(() => {
      const at = idle.findIndex((entry) => entry.worker === worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, options.idleMs);
    timer.unref();
    idle.push({ worker, timer });
  }

  function take(): Worker {
    const reused = idle.pop();
    if (!reused) return spawn();
    clearTimeout(reused.timer);
    return reused.worker;
  }

  function onWorker(kind: string, input: unknown, signal: AbortSignal | undefined) {
    const worker = take();
    const id = (nextId += 1);
    const sent = copiedForTransfer(input);
    return new Promise<unknown>((resolve, reject) => {
      const stop = (error: Error) => {
        settle(error);
        void worker.terminate();
      };
      const onAbort = () =>
        stop(signal?.reason instanceof Error ? signal.reason : new Error('cancelled'));
      const timer = setTimeout(
        () => stop(options.timedOut(kind, options.deadlineMs)),
        options.deadlineMs,
      );
      function settle(reply: JobReply | Error): void {
        if (busy.get(worker)?.id !== id) return;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (reply instanceof Error) {
          busy.delete(worker);
          reject(reply);
          return;
        }
        release(worker);
        if ('output' in reply) resolve(reply.output);
        else reject(errorOfCode(reply.failure));
      }
      busy.set(worker, { id, settle });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.ref();
      worker.postMessage({ id, kind, input: sent.input }, sent.transfer);
    }).finally(() => worker.unref());
  }

  return {
    queue: options.queue,
    run<K extends keyof Jobs & string>(
      kind: K,
      input: Input<Jobs, K>,
      runOptions: RunOptions = {},
    ) {
      const { signal, priority } = currentWork();
      return options.queue.run(
        runOptions.cost ?? 1,
        () => onWorker(kind, input, signal) as Promise<Output<Jobs, K>>,
        { priority, signal },
      );
    },
    get threads() {
      return idle.length + busy.size;
    },
    async close() {
      closed = true;
      const all = [...idle.map((entry) => entry.worker), ...busy.keys()];
      for (const entry of idle) clearTimeout(entry.timer);
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
