/**
 * The worker thread that decodes uploads (see upload-worker-pool.ts): a decoded photo can take
 * hundreds of megabytes and a second of CPU, neither of which the request thread can spare.
 */
import { parentPort } from 'node:worker_threads';
import type { ErrorCode } from '@thumbforge/contract';
import { DomainError } from '../../core/errors.js';
import { normalizeUpload, type NormalizedUpload } from './normalize-upload.js';

export interface NormalizeRequest {
  id: number;
  bytes: Uint8Array;
}

/** What failed, as plain data: errors lose their class crossing threads. */
export interface NormalizeFailure {
  code: ErrorCode | null;
  message: string;
  detail?: string;
}

export type NormalizeReply =
  { id: number; upload: NormalizedUpload } | { id: number; failure: NormalizeFailure };

function describeFailure(error: unknown): NormalizeFailure {
  if (error instanceof DomainError) {
    return { code: error.code, message: error.message, detail: error.detail };
  }
  return { code: null, message: error instanceof Error ? error.message : String(error) };
}

const port = parentPort;
if (!port) throw new Error('normalize-upload.worker runs as a worker thread only');
port.on('message', ({ id, bytes }: NormalizeRequest) => {
  normalizeUpload(bytes).then(
    (upload) => port.postMessage({ id, upload } satisfies NormalizeReply),
    (error: unknown) =>
      port.postMessage({ id, failure: describeFailure(error) } satisfies NormalizeReply),
  );
});
