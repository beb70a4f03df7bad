import JSZip from 'jszip';
import type { ZipWriter } from '../../core/ports/zip-writer.port.js';

/** Zips with jszip, streamed. JPEGs do not shrink, so entries are stored, not deflated. */
export function createJszipZipWriter(): ZipWriter {
  return {
    zip(entries) {
      const archive = new JSZip();
      for (const entry of entries) archive.file(entry.name, entry.bytes, { binary: true });
      return archive.generateNodeStream({
        type: 'nodebuffer',
        streamFiles: true,
        compression: 'STORE',
      });
    },
  };
}
