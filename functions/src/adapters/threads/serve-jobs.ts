import { parentPort } from 'node:worker_threads';
import type { ErrorCode } from '@thumbforge/contract';
import { DomainError } from '../../core/errors.js';

/** What a worker thread can do: named jobs taking and answering plain (cloneable) data. */
export type JobTable = Record<string, (input: never) => Promise<unknown>>;

interface JobRequest {
  id: number;
  kind: string;
  input: unknown;
}

/** What failed, as plain data: errors lose their class crossing threads. */
export interface JobFailure {
  code: ErrorCode | null;
  message: string;
  detail?: string;
}

export type JobReply = { id: number; output: unknown } | { id: number; failure: JobFailure };

function describeFailure(error: unknown): JobFailure {
  if (error instanceof DomainError) {
    return { code: error.code, message: error.message, detail: error.detail };
  }
  return { code: null, message: error instanceof Error ? error.message : String(error) };
}

/** Large results (pictures) are handed over to the parent, not copied. */
function transferablesOf(output: unknown): ArrayBuffer[] {
  const found: ArrayBuffer[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3 || typeof value !== 'object' || value === null) return;
    if (ArrayBuffer.isView(value)) {
      const { buffer } = value;
      // Only a buffer the view owns whole may move; a Node Buffer's pool slice is copied.
      if (buffer instanceof ArrayBuffer && value.byteLength === buffer.byteLength) {
        if (!found.includes(buffer)) found.push(buffer);
      }
      return;
    }
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  visit(output, 0);
  return found;
}

/** Runs in a worker thread: answers each job of `jobs` the parent's pool sends, one at a time. */
export function serveJobs(jobs: JobTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread only');
  port.on('message', ({ id, kind, input }: JobRequest) => {
    const job = jobs[kind];
    const work = job
      ? Promise.resolve().then(() => job(input as never))
      : Promise.reject(new Error(`no job named ${kind}`));
    work.then(
      (output) => port.postMessage({ id, output } satisfies JobReply, transferablesOf(output)),
      (error: unknown) =>
        port.postMessage({ id, failure: describeFailure(error) } satisfies JobReply),
    );
  });
}
