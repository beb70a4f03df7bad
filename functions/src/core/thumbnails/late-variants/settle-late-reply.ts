import {
  LIKENESS_MESSAGES,
  LIMITS,
  MODEL_MESSAGES,
  THUMBNAIL_MESSAGES,
  type Message,
} from '@thumbforge/contract';
import { UpstreamFailed } from '../../errors.js';
import { accountOpen, waitingOf } from '../delivery/index.js';
import { generatedReply } from '../generated-reply.js';
import { MODEL_TIMED_OUT } from '../model-deadline.js';
import { keyNoteOf, refundKey } from '../reservation/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';
import type { LateReply } from './task/index.js';

type Painting = NonNullable<Message['meta']['painting']>;

/** The words the reply ends with for a variant that will not come. */
export function failureWords(error: unknown): string {
  return error instanceof UpstreamFailed ? error.message : MODEL_MESSAGES.unavailable;
}

/**
 * What the reply says once the model is done: nothing more, how many failed, or why none came, and
 * whether a face it repainted was given back.
 */
function closingText(late: LateReply, painting: Painting, made: number): string {
  const { request, said } = late;
  const laidIn = painting.laidIn ?? 0;
  const text = [
    generatedReply(
      said.localMade + made,
      request.title,
      request.variants + made,
      said.notDrawn,
      said.planned,
    ),
    laidIn > 0 ? LIKENESS_MESSAGES.realFaceKept(laidIn, made) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const failed = painting.failed ?? [];
  const [first] = failed;
  if (made === 0 && first !== undefined) return `${text} ${first}`;
  if (failed.length === 0) return text;
  return `${text} ${THUMBNAIL_MESSAGES.modelPartlyPainted(failed.length, made + failed.length)}`;
}

/**
 * The reply's last word once no variant is awaited, and the refund when the model painted none.
 * Safe to run again and from anywhere (the last variant's task, the settle task): the refund's
 * ledger key pays once, and a reply no longer painting is left alone. A deleted chat or a closed
 * account gets nothing written.
 */
export async function settleLateReply(late: LateReply, ports: GenerationPorts): Promise<void> {
  const reply = await ports.messages.get(late.chatId, late.replyId);
  const painting = reply?.meta.painting;
  if (!reply || !painting || waitingOf(painting).length > 0) return;
  if (!(await accountOpen(ports, late.userId))) return;
  const made = (reply.meta.painters ?? []).filter((painter) => painter === 'model').length;
  if (made === 0) {
    await ports.ledger.apply(late.userId, {
      key: refundKey(late.messageId),
      delta: ports.thumbnails.tokensPerGeneration ?? LIMITS.tokensPerGeneration,
      reason: 'refund',
      ref: late.chatId,
      note: keyNoteOf(late.apiKeyName),
    });
  }
  await ports.messages.update(late.chatId, late.replyId, (current) => {
    const { painting: now, ...meta } = current.meta;
    return now ? { text: closingText(late, now, made), meta } : {};
  });
  const failed = painting.failed ?? [];
  if (failed.length > 0) {
    ports.logger.warn('image model: variants failed after the reply', {
      replyId: late.replyId,
      made,
      failed: failed.length,
      reason: failed[0],
    });
  }
}

/**
 * The backstop, once the model's every attempt is past its deadline: variants still awaited
 * (their task crashed, or the queue dropped it) count as timed out, so none can join after
 * this, and the reply settles.
 */
export async function settleOverdueReply(late: LateReply, ports: GenerationPorts): Promise<void> {
  if (!(await accountOpen(ports, late.userId))) return;
  const closed = await ports.messages.update(late.chatId, late.replyId, (current) => {
    const { painting } = current.meta;
    const waiting = painting ? waitingOf(painting) : [];
    if (!painting || waiting.length === 0) return {};
    const failed = [...(painting.failed ?? []), ...waiting.map(() => MODEL_TIMED_OUT)];
    return {
      meta: { ...current.meta, painting: { ...painting, waiting: [], variants: 0, failed } },
    };
  });
  if (closed) await settleLateReply(late, ports);
}
