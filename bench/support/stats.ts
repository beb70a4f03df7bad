import { performance } from 'node:perf_hooks';

function sorted(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export function median(values: number[]): number {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2
    ? (ordered[middle] ?? 0)
    : ((ordered[middle - 1] ?? 0) + (ordered[middle] ?? 0)) / 2;
}

/** Nearest-rank percentile, `p` from 0 to 100. */
export function percentile(values: number[], p: number): number {
  const ordered = sorted(values);
  if (ordered.length === 0) return Number.NaN;
  const rank = Math.min(ordered.length - 1, Math.max(0, Math.ceil((p / 100) * ordered.length) - 1));
  return ordered[rank] ?? Number.NaN;
}

export async function time(once: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await once();
  return performance.now() - started;
}

export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Rejects when `promise` has not settled within `milliseconds`, naming `what`. */
export function within<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${milliseconds} ms`)),
      milliseconds,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
