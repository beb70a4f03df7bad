export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Packs files into a zip archive, streamed as it is written. */
export interface ZipWriter {
  zip(entries: ZipEntry[]): NodeJS.ReadableStream;
}
