import { MESSAGES, THUMBNAIL_MESSAGES, type Message } from '@thumbforge/contract';
import { chatFilesPrefix } from '../../chats/chat-files.js';
import { GenerationFailed, NotFound, UpstreamFailed, type DomainError } from '../../errors.js';
import { newRecordId } from '../../ids.js';
import type {
  GenerationStore,
  RefundResult,
  Reservation,
} from '../../ports/generation-store.port.js';
import type { MessageRecord } from '../../ports/message-store.port.js';
import { discardReplyFiles } from '../stored/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';

/** What the settling steps need of a reservation. */
export type Held = Pick<Reservation, 'messageId' | 'userId' | 'chatId' | 'kind'>;

/** The assistant's message when a result is ready: stored at `at`, after the user's message. */
function assistantMessage(
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
  return result;
}

/** The error a generation or edit whose token was refunded fails with. */
function generationFailure(
  reservation: Held,
  tokenBalance: number,
  cause: unknown,
): GenerationFailed {
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

/** The chat was deleted while its generation or edit ran: the token is back, nothing was kept. */
class ChatDeletedMeanwhile extends NotFound {}

/** The request's answer when its chat was deleted while it ran: 404 Chat not found. */
export function chatDeletedMeanwhile(reservation: Held): NotFound {
  return new ChatDeletedMeanwhile(
    MESSAGES.chatNotFound,
    `chat ${reservation.chatId} was deleted during ${reservation.kind} ${reservation.messageId}: refunded`,
  );
}

/**
 * The files a generation or edit wrote into a chat deleted while it ran (its photo and reply
 * images, written after the deletion had removed the chat's folder): the whole folder goes.
 */
function discardDeletedChatFiles(reservation: Held, ports: GenerationPorts): Promise<void> {
  return discardReplyFiles(chatFilesPrefix(reservation.userId, reservation.chatId), ports);
}

/**
 * Stores the assistant's finished reply (made at `at`) and settles the reservation as paid for.
 * When the chat was deleted meanwhile the store refunds instead, in the same transaction; then
 * the files written for it go too and the request fails with 404 Chat not found.
 */
export async function completeReply(
  reservation: Held,
  reply: { id: string; at: Date } & Pick<MessageRecord, 'text' | 'images' | 'meta'>,
  ports: GenerationPorts,
): Promise<void> {
  const { id, at, ...fields } = reply;
  const { completed } = await ports.thumbnails.generations.complete({
    reservation,
    reply: assistantMessage(reservation, fields, 'complete', at, id),
    at,
  });
  if (completed) return;
  await discardDeletedChatFiles(reservation, ports);
  throw chatDeletedMeanwhile(reservation);
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
): Promise<DomainError> {
  if (cause instanceof ChatDeletedMeanwhile) return cause;
  await discardReplyFiles(replyFolder, ports);
  const refund = await refundReservation(reservation, {
    ...ports,
    generations: ports.thumbnails.generations,
  });
  if (refund.chatGone) await discardDeletedChatFiles(reservation, ports);
  return generationFailure(reservation, refund.tokenBalance, cause);
}
