import { createHmac, timingSafeEqual } from 'node:crypto';
import { identityWebhookEventSchema } from '@thumbforge/contract';
import { Unauthenticated } from '../errors.js';
import { markClosed, type CloseAccountPorts } from './close-account.js';

/** Svix refuses deliveries signed more than 5 minutes away from now, either way; so do we. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

interface SignedDelivery {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
}

const signatureRefused = (detail: string) =>
  new Unauthenticated('The webhook signature is not valid', detail);

/**
 * Checks a Svix-signed delivery (Clerk's webhooks): HMAC-SHA256 of `<id>.<timestamp>.<raw body>`
 * keyed with the base64 secret after `whsec_`, compared in constant time with each `v1,` entry of
 * the space-separated signature header, and a timestamp within the tolerance.
 */
export function verifySvixSignature(delivery: SignedDelivery, secret: string, now: Date): void {
  const { id, timestamp, signature, rawBody } = delivery;
  if (!id || !timestamp || !signature) throw signatureRefused('missing svix headers');
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(seconds)) {
    throw signatureRefused(`malformed svix-timestamp ${timestamp}`);
  }
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    throw signatureRefused(`svix-timestamp ${timestamp} is outside the tolerance`);
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  const matches = signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw signatureRefused('no svix signature matches');
}

/**
 * A verified identity event. `user.deleted` closes the account exactly as the account menu does
 * (read-only, deleted after 30 days; a closed account keeps its first `closedAt`); every other
 * event, and a user who never used the app, changes nothing. Answers what it did, for the log.
 */
export async function receiveIdentityEvent(
  body: unknown,
  ports: Pick<CloseAccountPorts, 'users' | 'now'>,
): Promise<'closed' | 'ignored'> {
  const event = identityWebhookEventSchema.safeParse(body);
  if (!event.success || event.data.type !== 'user.deleted' || !event.data.data.id) {
    return 'ignored';
  }
  const user = await ports.users.get(event.data.data.id);
  if (!user || user.closedAt) return 'ignored';
  await markClosed(user, ports);
  return 'closed';
}
