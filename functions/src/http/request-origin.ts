import type { Request } from 'express';

/** The origin of the page making the request: its `Origin` header, else derived from the host. */
export function requestOrigin(req: Request): string {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return origin;
  return `${req.protocol}://${req.get('host') ?? ''}`;
}
