import type { Reservation } from '../../ports/generation-store.port.js';
import { refundReservation, type RefundPorts } from './settle-reservation.js';

/** Far longer than any generation takes, so the sweep never refunds one still running. */
export const STALE_RESERVATION_MS = 5 * 60_000;

const INTERRUPTED_TEXT: Record<Reservation['kind'], string> = {
  generation:
    'Your thumbnails were not finished because the server stopped. Your token was refunded, so you can try again.',
  edit: 'Your edit was not finished because the server stopped. Your token was refunded, so you can try again.',
};

/**
 * Refunds the tokens of generations a stopped process never finished: run when the runtime
 * opens. The refund's ledger key and the reservation's state make a second run change nothing.
 * Answers how many reservations it refunded.
 */
export async function sweepStaleReservations(
  ports: RefundPorts,
  olderThanMs: number = STALE_RESERVATION_MS,
): Promise<number> {
  const cutoff = new Date(ports.now().getTime() - olderThanMs);
  let refunded = 0;
  for (const reservation of await ports.generations.listPendingBefore(cutoff)) {
    const result = await refundReservation(reservation, ports, INTERRUPTED_TEXT[reservation.kind]);
    if (result.refunded) refunded += 1;
  }
  return refunded;
}
