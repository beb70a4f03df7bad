import type { Request, RequestHandler } from 'express';
import { API_PATHS } from '@thumbforge/contract';
import { assertAccountAllows } from '../../core/accounts/retention-rules.js';
import type { UserStore } from '../../core/ports/user-store.port.js';

/**
 * What a closed account may still do besides reading (`METHOD /route`): take away its own data
 * (delete a chat, clear what the AI remembers, revoke an API key), get copies of it, reopen, and finish a payment
 * already made at Razorpay's checkout (verify refunds it; see `verifyPayment`).
 */
export const OPEN_TO_CLOSED_ACCOUNTS: ReadonlySet<string> = new Set([
  'DELETE /chat/:id',
  'DELETE /api-keys/:id',
  'DELETE /auth/me/preferences/:source',
  `DELETE ${API_PATHS.brandKit}`,
  `DELETE ${API_PATHS.brandKitLogo}`,
  `POST ${API_PATHS.closeAccount}`,
  `POST ${API_PATHS.reopenAccount}`,
  `POST ${API_PATHS.downloadZip}`,
  `POST ${API_PATHS.downloadTestAndCompare}`,
  `POST ${API_PATHS.downloadLanguageVersions}`,
  'POST /thumbnail/:chatId/check',
  'POST /thumbnail/:chatId/compare',
  `POST ${API_PATHS.firebaseToken}`,
  `POST ${API_PATHS.verifyPayment}`,
  `POST ${API_PATHS.sandboxPay}`,
]);

/** A GET that changes something: docs/product-rules.md's pin toggle. */
const WRITES_BY_GET: ReadonlySet<string> = new Set(['GET /chat/pin/:id']);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `POST /chat/:id`: the method and the route as declared (set once a route matched). */
export function routeKey(req: Request): string {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return `${method} ${String((req.route as { path?: unknown } | undefined)?.path ?? req.path)}`;
}

function writesContent(req: Request): boolean {
  const key = routeKey(req);
  if (WRITES_BY_GET.has(key)) return true;
  return !READS.has(req.method) && !OPEN_TO_CLOSED_ACCOUNTS.has(key);
}

/**
 * Mounted on the API router before the routes: leaves `res.locals.checkAccount` for
 * `requireSession`, which alone knows the user, so every route with a session passes the one
 * check of the account's state: past its deletion deadline the account is gone (401) whatever
 * the route; closed, every route that creates or changes content answers 403 `account_closed`.
 */
export function accountGate(ports: { users: UserStore; now: () => Date }): RequestHandler {
  return (req, res, next) => {
    res.locals.checkAccount = async (userId) => {
      const record = await ports.users.get(userId);
      assertAccountAllows(record, ports.now(), writesContent(req));
      return record;
    };
    next();
  };
}
