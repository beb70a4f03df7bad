/** A file of a zip whose bytes are read only when the archive reaches it. */
export interface LazyZipEntry {
  name: string;
  /** Called once, when the entry is written; a rejection ends the zip stream with that error. */
  read: () => Promise<Uint8Array>;
}

/** A small JSON document in a zip, serialised when it is written. */
export interface JsonZipEntry {
  name: string;
  json: unknown;
}

export type ZipEntry = LazyZipEntry | JsonZipEntry;

/**
 * Packs entries into a zip archive, streamed as the reader pulls it: entries are written in
 * order, one at a time, so at most one entry's bytes are held however large the archive is.
 * Names are `/`-separated relative paths (`chats/abc/messages.json`).
 */
export interface ZipWriter {
  zip(entries: Iterable<ZipEntry>): NodeJS.ReadableStream;
}
