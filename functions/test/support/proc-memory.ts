import { readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in bytes (the kernel writes kB), or NaN where there is none. */
export function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kiloBytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kiloBytes ? Number(kiloBytes) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
