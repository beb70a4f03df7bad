import { THUMBNAIL_MESSAGES, type Message } from '@thumbforge/contract';
import { GenerationFailed, UpstreamFailed } from '../errors.js';
import { newRecordId } from '../ids.js';
import type { ChangeNotifier } from '../ports/change-notifier.port.js';
import type { GenerationStore, RefundResult, Reservation } from '../ports/generation-store.port.js';
import type { MessageRecord } from '../ports/message-store.port.js';
import { discardReplyFiles } from './reply-files.js';
import type { GenerationPorts } from './thumbnail-ports.js';

/** What the settling steps need of a reservation. */
export type Held = Pick<Reservation, 'messageId' | 'userId' | 'chatId' | 'kind'>;

/** The assistant's message when a result is ready: stored at `at`, after the user's message. */
export function assistantMessage(
  reservation: Held,
  fields: Pick<MessageRecord, 'text' | 'images' | 'meta'>,
  status: Message['status'],
  at: Date,
  id: string = newRecordId(),
): MessageRecord {
  return {
    id,
    chatId: reservation.chatId,
    ownerId: reservation.userId,
    role: 'assistant',
    status,
    createdAt: at.toISOString(),
    ...fields,
  };
}

const FAILURE_TEXT: Record<Held['kind'], string> = {
  generation:
    "I couldn't generate your thumbnails: the image service failed. Your token was refunded, so you can try again.",
  edit: "I couldn't edit your thumbnail: the image service failed. Your token was refunded, so you can try again.",
};

export interface RefundPorts {
  generations: GenerationStore;
  notifier: ChangeNotifier;
  now: () => Date;
}

/**
 * Gives the reserved token back once, keeps the user's message (marked failed) and adds an
 * assistant message saying what failed. On a reservation already settled nothing changes.
 */
export async function refundReservation(
  reservation: Held,
  ports: RefundPorts,
  text: string = FAILURE_TEXT[reservation.kind],
): Promise<RefundResult> {
  const at = ports.now();
  const result = await ports.generations.refund({
    reservation,
    reply: assistantMessage(reservation, { text, images: [], meta: {} }, 'failed', at),
    at,
  });
  if (result.refunded) {
    ports.notifier.publish(reservation.userId, { kind: 'messages', chatId: reservation.chatId });
    ports.notifier.publish(reservation.userId, { kind: 'user' });
  }
  return result;
}

/** Refunds a generation or edit that failed and answers the error its request fails with. */
export async function failGeneration(
  reservation: Held,
  ports: RefundPorts,
  cause: unknown,
): Promise<GenerationFailed> {
  const { tokenBalance } = await refundReservation(reservation, ports);
  // A provider's own message says what the creator can do (rephrase, wait): it is passed on.
  const message =
    cause instanceof UpstreamFailed
      ? cause.message
      : reservation.kind === 'generation'
        ? THUMBNAIL_MESSAGES.generationFailed
        : THUMBNAIL_MESSAGES.editFailed;
  const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new GenerationFailed(message, tokenBalance, detail);
}

/** Stores the assistant's finished reply (made at `at`) and settles the reservation as paid for. */
export function completeReply(
  reservation: Held,
  reply: { id: string; at: Date } & Pick<MessageRecord, 'text' | 'images' | 'meta'>,
  generations: GenerationStore,
): Promise<void> {
  const { id, at, ...fields } = reply;
  return generations.complete({
    reservation,
    reply: assistantMessage(reservation, fields, 'complete', at, id),
    at,
  });
}

/**
 * A generation or edit that failed after its reservation: removes whatever files its reply had
 * written, refunds the token, and answers the error the request fails with.
 */
export async function abandonReply(
  reservation: Held,
  replyFolder: string,
  ports: GenerationPorts,
  cause: unknown,
): Promise<GenerationFailed> {
  await discardReplyFiles(replyFolder, ports);
  return failGeneration(
    reservation,
    { ...ports, generations: ports.thumbnails.generations },
    cause,
  );
}
