import { LIMITS, MESSAGES, type User } from '@thumbforge/contract';
import type { ChatPorts } from '../../chats/chat-ports.js';
import { InsufficientTokens, NotFound } from '../../errors.js';
import type { ReserveResult } from '../../ports/generation-store.port.js';
import type { MessageRecord } from '../../ports/message-store.port.js';
import { assertSlotFree, debitKey, GENERATIONS_PER_USER, keyNoteOf } from './reservation-rules.js';
import type { Held } from './settle-reservation.js';
import type { GenerationPorts } from '../thumbnail-ports.js';

/** What one generation or edit costs. */
function price(ports: Pick<GenerationPorts, 'thumbnails'>): number {
  return ports.thumbnails.tokensPerGeneration ?? LIMITS.tokensPerGeneration;
}

/** The user's cap on generations and edits running at once. */
function maxPending(ports: Pick<GenerationPorts, 'thumbnails'>): number {
  return ports.thumbnails.concurrentPerUser ?? GENERATIONS_PER_USER;
}

/**
 * What a generation or edit checks before any work (decoding, reading files): the caller can pay
 * a token, has a free slot, and the chat is theirs (a closed account never gets here: the account
 * gate refuses its writes). Another user's chat
 * answers exactly like a missing one. The reserve transaction checks the balance and the slots
 * again, for the requests that pass here together.
 */
export async function requireTokenAndChat(
  ports: Pick<ChatPorts, 'chats'> & Pick<GenerationPorts, 'thumbnails'>,
  user: User,
  chatId: string,
): Promise<void> {
  if (user.tokenBalance < price(ports)) {
    throw new InsufficientTokens(MESSAGES.notEnoughTokens);
  }
  assertSlotFree(
    user.id,
    await ports.thumbnails.generations.countPending(user.id),
    maxPending(ports),
  );
  if (!(await ports.chats.findOwned(user.id, chatId))) {
    throw new NotFound(MESSAGES.chatNotFound, `chat ${chatId} is missing or not the caller's`);
  }
}

/** The user's turn that asks for the work: stored as their pending message. */
interface RequestedTurn {
  reservation: Held;
  text: string;
  images: MessageRecord['images'];
  meta: MessageRecord['meta'];
  /** Becomes the chat's title when it has none yet. */
  chatTitle?: string;
  /** The name of the API key that asked, noted on the ledger entry; none from a session. */
  apiKeyName?: string | undefined;
}

/**
 * Takes the token (ledger `gen:<messageId>`) together with the user's pending message, in one
 * transaction.
 */
export async function reserveToken(
  ports: Pick<GenerationPorts, 'thumbnails' | 'now'>,
  turn: RequestedTurn,
): Promise<ReserveResult> {
  const { reservation } = turn;
  const at = ports.now();
  const result = await ports.thumbnails.generations.reserve({
    message: {
      id: reservation.messageId,
      chatId: reservation.chatId,
      ownerId: reservation.userId,
      role: 'user',
      text: turn.text,
      images: turn.images,
      status: 'pending',
      meta: turn.meta,
      createdAt: at.toISOString(),
    },
    kind: reservation.kind,
    entry: {
      key: debitKey(reservation.messageId),
      delta: -price(ports),
      reason: reservation.kind,
      ref: reservation.chatId,
      note: keyNoteOf(turn.apiKeyName),
    },
    chatTitle: turn.chatTitle,
    maxPending: maxPending(ports),
    at,
  });
  return result;
}
