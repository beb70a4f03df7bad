import type { Response } from 'express';
import type { ZipEntry } from '../core/ports/zip-writer.port.js';
import type { AppDeps } from './app-deps.js';
import { DEFAULT_STALL_MS, sendStream } from './send-stream.js';

/** Answers `entries` as a zip download named `fileName`, streamed as fast as the client reads. */
export async function sendZip(
  res: Response,
  deps: Pick<AppDeps, 'thumbnails'>,
  fileName: string,
  entries: Iterable<ZipEntry>,
): Promise<void> {
  res.set({
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
  await sendStream(
    res,
    deps.thumbnails.zip.zip(entries),
    deps.thumbnails.downloadStallMs ?? DEFAULT_STALL_MS,
  );
}
