import { Router } from 'express';

/**
 * A router for API routes that match only the path as written: Express's default ignores letter
 * case and a trailing slash, so `/Local-Auth/Sign-In/` reached the sign-in route while anything
 * that compared `req.path` itself (a rate limit) did not count it. A documented path with a
 * trailing slash (`GET /chat/`) is declared with it.
 */
export function apiRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
