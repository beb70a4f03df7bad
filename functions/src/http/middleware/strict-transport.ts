import type { RequestHandler } from 'express';

/** A year, subdomains included: the value HSTS preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether the app is served over HTTPS: any of its public origins is `https:`. */
export function servesHttps(publicOrigins: readonly string[]): boolean {
  return publicOrigins.some((origin) => origin.startsWith('https://'));
}

/**
 * HSTS on every answer of an HTTPS deployment, so a browser that has visited once never again
 * sends a request (or the session cookie) over plain HTTP. Browsers ignore it over HTTP.
 */
export const strictTransport: RequestHandler = (_req, res, next) => {
  res.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
};
