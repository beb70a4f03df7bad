import { availableParallelism } from 'node:os';
import type { PixelAdmissionLimits } from '../core/pixel-admission.js';

/**
 * How much pixel work the process takes on, from its cores (the render pool has one thread per
 * core). Four requests per core keep the threads busy while others wait on the model, storage
 * or the database; eight per core may wait, a few seconds' worth; beyond that 503. Each creator
 * gets three at once of every kind together: two generations (the reservation rule) and a free
 * check or comparison beside them. A request waits `maxWaitMs` at most.
 */
export function pixelWorkLimits(
  maxWaitMs: number,
  cores = availableParallelism(),
): PixelAdmissionLimits {
  return { perUser: 3, running: 4 * cores, waiting: 8 * cores, maxWaitMs };
}
