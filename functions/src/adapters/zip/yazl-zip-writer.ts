import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ZipWriter } from '../../core/ports/zip-writer.port.js';

/** Pieces small enough that a slow reader still drains the response now and then. */
const CHUNK_BYTES = 64 * 1024;

function* chunksOf(bytes: Uint8Array): Generator<Buffer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
    yield buffer.subarray(offset, offset + CHUNK_BYTES);
  }
}

/**
 * Zips with yazl, which starts an entry only once the one before it was written, and writes only
 * as fast as the output is read. JPEGs do not shrink, so read entries are stored; JSON is deflated.
 */
export function createYazlZipWriter(): ZipWriter {
  return {
    zip(entries) {
      const archive = new ZipFile();
      const output = new PassThrough();
      archive.on('error', (error: Error) => output.destroy(error));
      archive.outputStream.pipe(output);
      for (const entry of entries) {
        if ('read' in entry) {
          archive.addReadStreamLazy(entry.name, { compress: false }, (done) => {
            entry.read().then(
              (bytes) => done(null, Readable.from(chunksOf(bytes))),
              (error: unknown) => done(error, Readable.from([])),
            );
          });
        } else {
          archive.addBuffer(Buffer.from(JSON.stringify(entry.json, null, 2)), entry.name);
        }
      }
      archive.end();
      return output;
    },
  };
}
