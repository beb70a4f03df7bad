import type { Response } from 'express';

/** How long a download may wait on a client that reads nothing before it is ended. */
export const DEFAULT_STALL_MS = 30_000;

/** Resolves once the response can take more; rejects when it stays full for `stallMs` or closes. */
function drained(res: Response, stallMs: number): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('the client went away'));
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      res.off('drain', ready);
      res.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const ready = () => finish();
    const closed = () => finish(new Error('the client went away'));
    const timer = setTimeout(
      () => finish(new Error(`the client read nothing for ${stallMs} ms`)),
      stallMs,
    );
    res.on('drain', ready);
    res.on('close', closed);
  });
}

/**
 * Sends `body` as fast as the client reads it, so no more than the streams' buffers is held. A
 * client that stops reading for `stallMs` is cut off, as is a body that fails part-way (the
 * status is sent by then): the download ends early and the cause is logged.
 */
export async function sendStream(
  res: Response,
  body: NodeJS.ReadableStream,
  stallMs: number,
): Promise<void> {
  try {
    for await (const chunk of body) {
      if (!res.write(chunk)) await drained(res, stallMs);
    }
    res.end();
  } catch (error) {
    res.locals.log.warn('download ended early', { error });
    // A reset, not a close: the kernel drops what the client never read instead of keeping it.
    if (res.socket) res.socket.resetAndDestroy();
    else res.destroy();
  }
}
