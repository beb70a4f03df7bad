import { LIMITS, MODEL_MESSAGES, THUMBNAIL_MESSAGES, type Resolution } from '@thumbforge/contract';
import { UpstreamFailed } from '../errors.js';
import { withinWork } from '../work-context.js';
import { deliverModelVariant } from './delivery/index.js';
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

/** What the reply says once the model is done: nothing more, how many failed, or why none came. */
function closingText(late: LateVariants, made: number, failures: unknown[]): string {
  const text = late.textFor(made);
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
  let made = 0;

  const paintOne = async (only: number, stem: string): Promise<void> => {
    try {
      const [image] = await withinModelDeadline(
        () => paintLayeredImages(remote.model, { ...late.request, only }),
        remote.timeoutMs ?? ports.thumbnails.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
      );
      if (!image) throw new UpstreamFailed(MODEL_MESSAGES.noImage, `variant ${only} not painted`);
      // One arrival at a time: each reads the reply's images and writes them back.
      const turn = delivering.then(async (open) => {
        if (!open) return false;
        const joined = await deliverModelVariant(
          { ...reservation, replyId, image, resolution: late.resolution, stem },
          ports,
        );
        if (joined) made += 1;
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
  await settleLateVariants(late, made, failures, ports);
}

/** The reply's last word, and the refund when the model painted nothing. */
async function settleLateVariants(
  late: LateVariants,
  made: number,
  failures: unknown[],
  ports: GenerationPorts,
): Promise<void> {
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
    text: closingText(late, made, failures),
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
