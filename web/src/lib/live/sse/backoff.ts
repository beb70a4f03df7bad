const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 10_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from 0.5 s up
 * to 10 s, with the upper half jittered so tabs that lost the same server do not return in step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
