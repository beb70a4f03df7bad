import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../../core/ports/logger.port.js';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (a sane incoming `X-Request-Id`, else a new one), echoes it in the
 * response, binds it to the request's logger, and logs one line when the response is finished.
 */
export function requestId(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = id;
    res.locals.log = logger.child({ requestId: id });
    res.setHeader('X-Request-Id', id);
    res.on('finish', () => {
      res.locals.log.info('request', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
