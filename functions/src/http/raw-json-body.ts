import type { Request } from 'express';
import { InvalidInput } from '../core/errors.js';

/** Cloud Functions reads the body before Express runs and keeps the bytes as `rawBody`. */
export function rawBodyOf(req: Request): Buffer {
  const { rawBody } = req as Request & { rawBody?: unknown };
  if (Buffer.isBuffer(rawBody)) return rawBody;
  if (Buffer.isBuffer(req.body)) return req.body;
  throw new InvalidInput('A webhook body must be JSON', 'webhook without a raw JSON body');
}

export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InvalidInput('The request body is not valid JSON', 'webhook body is not JSON');
  }
}
