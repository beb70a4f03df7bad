import { LIMITS, MODEL_MESSAGES, THUMBNAIL_MESSAGES, type Resolution } from '@thumbforge/contract';
import { UpstreamFailed } from '../errors.js';
import { withinWork } from '../work-context.js';
import { deliverModelVariant } from './delivery/index.js';
import { keepLikeness, keptLikenessSentence, type KeptLikeness } from './likeness/index.js';
import { DEFAULT_MODEL_TIMEOUT_MS, withinModelDeadline } from './model-deadline.js';
import { paintLayeredImages, type GenerateThumbnailsRequest } from './painting/index.js';
import { refundKey, type Held } from './reservation/index.js';
import type { GenerationPorts, RemoteModel } from './thumbnail-ports.js';

/** A reply answered with the local variants, waiting for the remote model's. */
export interface LateVariants {
  reservation: Held;
  replyId: string;
  /** The reply's folder prefix; the model's files are `<prefix>model-<n>`. */
  replyFolder: string;
  request: GenerateThumbnailsRequest;
  resolution: Resolution;
  /** The reply's text once `made` of the model's variants joined the local ones. */
  textFor: (made: number) => string;
}

/**
 * What the reply says once the model is done: nothing more, how many failed, or why none came, and
 * whether a face it repainted was given back.
 */
function closingText(late: LateVariants, kept: KeptLikeness[], failures: unknown[]): string {
  const made = kept.length;
  const text = [late.textFor(made), keptLikenessSentence(kept)].filter(Boolean).join(' ');
  const [first] = failures;
  if (made === 0 && first !== undefined) {
    const said = first instanceof UpstreamFailed ? first.message : MODEL_MESSAGES.unavailable;
    return `${text} ${said}`;
  }
  if (failures.length === 0) return text;
  return `${text} ${THUMBNAIL_MESSAGES.modelPartlyPainted(failures.length, made + failures.length)}`;
}

/**
 * The remote model's variants of one generation, after the local ones answered it: each painted
 * on its own within the model's deadline and delivered as soon as it arrives, in whatever order.
 * When none came (failures, refusals, the deadline) the generation's token is refunded and the
 * reply says why; the local variants stay. Once the chat or the account is gone nothing more is
 * written and what is still painting is stopped.
 */
export async function paintModelVariants(
  late: LateVariants,
  remote: Pick<RemoteModel, 'model' | 'timeoutMs'>,
  ports: GenerationPorts,
): Promise<void> {
  const { reservation, replyId } = late;
  const gone = new AbortController();
  let delivering = Promise.resolve(true);
  const failures: unknown[] = [];
  const kept: KeptLikeness[] = [];

  const paintOne = async (only: number, stem: string): Promise<void> => {
    try {
      const [image] = await withinModelDeadline(
        () => paintLayeredImages(remote.model, { ...late.request, only }),
        remote.timeoutMs ?? ports.thumbnails.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
      );
      if (!image) throw new UpstreamFailed(MODEL_MESSAGES.noImage, `variant ${only} not painted`);
      const likeness = await keepLikeness(image, late.request.photo, ports.thumbnails.likeness);
      // One arrival at a time: each reads the reply's images and writes them back.
      const turn = delivering.then(async (open) => {
        if (!open) return false;
        const joined = await deliverModelVariant(
          {
            ...reservation,
            replyId,
            image: likeness.image,
            photo: late.request.photo,
            measuredLikeness: likeness.measured,
            resolution: late.resolution,
            stem,
          },
          ports,
        );
        if (joined) kept.push(likeness);
        else gone.abort();
        return joined;
      });
      delivering = turn.catch(() => true);
      await turn;
    } catch (error) {
      if (!gone.signal.aborted) failures.push(error);
    }
  };

  await withinWork({ signal: gone.signal }, () =>
    Promise.all(
      Array.from({ length: late.request.variants }, (_unused, index) =>
        paintOne(index, `${late.replyFolder}model-${index + 1}`),
      ),
    ),
  );
  if (gone.signal.aborted) return;
  await settleLateVariants(late, kept, failures, ports);
}

/** The reply's last word, and the refund when the model painted nothing. */
async function settleLateVariants(
  late: LateVariants,
  kept: KeptLikeness[],
  failures: unknown[],
  ports: GenerationPorts,
): Promise<void> {
  const made = kept.length;
  const { reservation, replyId } = late;
  const reply = await ports.messages.get(reservation.chatId, late.replyId);
  const account = await ports.users.get(reservation.userId);
  if (!reply || !account || account.closedAt) return;
  if (made === 0) {
    await ports.ledger.apply(reservation.userId, {
      key: refundKey(reservation.messageId),
      delta: ports.thumbnails.tokensPerGeneration ?? LIMITS.tokensPerGeneration,
      reason: 'refund',
      ref: reservation.chatId,
    });
  }
  const meta = { ...reply.meta };
  delete meta.painting;
  await ports.messages.update(reservation.chatId, replyId, {
    text: closingText(late, kept, failures),
    meta,
  });
  if (failures.length > 0) {
    ports.logger.warn('image model: variants failed after the reply', {
      made,
      failed: failures.length,
      error: failures[0],
    });
  }
}
