export {
  assertSlotFree,
  debitKey,
  decideCompletion,
  decideRefund,
  keyNoteOf,
  refundKey,
  refundOf,
} from './reservation-rules.js';
export type { SettlementReading } from './reservation-rules.js';
export { requireTokenAndChat, reserveToken } from './reserve-token.js';
export {
  abandonReply,
  chatDeletedMeanwhile,
  completeReply,
  refundReservation,
} from './settle-reservation.js';
export type { Held } from './settle-reservation.js';
export { STALE_RESERVATION_MS, sweepStaleReservations } from './sweep-stale-reservations.js';
