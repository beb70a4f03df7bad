import type { Request, Response } from 'express';
import { MESSAGES, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { InvalidInput, RequestTimedOut, TooLarge } from '../core/errors.js';

interface BodyLimits {
  /** The most bytes the body may have; one more is `TooLarge`. */
  maxBytes: number;
  /** The body must have arrived this long after reading starts, or it is `RequestTimedOut`. */
  deadlineMs: number;
}

type WithRawBody = Request & { rawBody?: unknown };

/**
 * Reads the whole body into `req.rawBody` (where Cloud Functions keeps the body it has read
 * already, and where the multipart reader looks first), within a size and a time: a body that
 * drips or never ends costs its sender a connection, never a pixel slot. On a refusal the
 * connection is closed after the answer rather than kept to drain what is left.
 */
export function readRequestBody(req: Request, res: Response, limits: BodyLimits): Promise<void> {
  // Read already: by Cloud Functions, or by the JSON parser (a body that is not the upload).
  if (Buffer.isBuffer((req as WithRawBody).rawBody) || req.readableEnded) return Promise.resolve();
  const declared = Number(req.get('content-length'));
  if (declared > limits.maxBytes) {
    res.set('Connection', 'close');
    return Promise.reject(tooLarge(declared, limits));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const timer = setTimeout(() => {
      finish(
        new RequestTimedOut(
          THUMBNAIL_MESSAGES.requestTimedOut,
          `${bytes} bytes in ${limits.deadlineMs} ms`,
        ),
      );
    }, limits.deadlineMs);
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) finish(tooLarge(bytes, limits));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      (req as WithRawBody).rawBody = Buffer.concat(chunks);
      finish(null);
    };
    const onCutOff = () => {
      finish(new InvalidInput(THUMBNAIL_MESSAGES.malformedUpload, `cut off after ${bytes} bytes`));
    };
    function finish(refusal: Error | null): void {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onCutOff).off('aborted', onCutOff);
      if (!refusal) {
        resolve();
        return;
      }
      res.set('Connection', 'close');
      req.pause();
      reject(refusal);
    }
    req.on('data', onData).on('end', onEnd).on('error', onCutOff).on('aborted', onCutOff);
  });
}

function tooLarge(bytes: number, limits: BodyLimits): TooLarge {
  return new TooLarge(MESSAGES.fileTooLarge, `body of ${bytes} bytes over ${limits.maxBytes}`);
}
