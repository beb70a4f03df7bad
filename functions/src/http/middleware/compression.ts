import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * The change stream is written event by event; a compressor would hold events back until its
 * buffer fills, so live sync would stall.
 */
const isEventStream = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/event-stream');

/**
 * Brotli or gzip, whichever the client prefers, for text answers of 1 KB or more (API JSON, and
 * web app files that have no precompressed copy). Answers that already carry a Content-Encoding
 * (the web app's precompressed files) pass untouched.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) =>
      !isEventStream(res.getHeader('Content-Type')) && compression.filter(req, res),
  });
}
