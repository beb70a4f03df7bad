import { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderPriority } from '@thumbforge/contract';
import type { QueuePriority } from './work-queue.js';

/**
 * What every piece of pixel work a request causes inherits: when to stop (the request's deadline,
 * the model's, a client gone) and its place in the render queue (Pro's generations first).
 * Carried by the async context rather than by every port's signature, so a job started anywhere
 * below a use case (painting, compositing, a feed check) is stopped with it.
 */
export interface WorkContext {
  signal?: AbortSignal;
  priority?: QueuePriority;
  /**
   * Gives back the request's running slot and waits for a new turn, behind whoever queued since:
   * a request made of many like pieces (a brand kit's thumbnails) takes a turn for each, so each
   * costs what a request of its own would, and nobody waits behind all of them at once.
   */
  nextTurn?: () => Promise<void>;
}

/**
 * Where a request's pixel work waits: free work behind all paid work, whatever the plan (a plan's
 * perk orders paid work only); paid work where the creator's plan puts it.
 */
export function workPriority(plan: RenderPriority, free: boolean): QueuePriority {
  return free ? 'later' : plan;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** The context of the work running now; empty outside any request. */
export function currentWork(): WorkContext {
  return storage.getStore() ?? {};
}

/**
 * Runs `work` inside `context`, added to the current one: a new signal stops the work when either
 * it or the outer one aborts.
 */
export function withinWork<T>(context: WorkContext, work: () => T): T {
  const outer = currentWork();
  const signals = [outer.signal, context.signal].filter((signal) => signal !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  return storage.run({ ...outer, ...context, ...(signal && { signal }) }, work);
}
