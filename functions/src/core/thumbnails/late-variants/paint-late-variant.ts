import { MODEL_MESSAGES } from '@thumbforge/contract';
import { UpstreamFailed } from '../../errors.js';
import { newRecordId } from '../../ids.js';
import type { TaskAttempt } from '../../ports/late-work-queue.port.js';
import { withinWork } from '../../work-context.js';
import { accountOpen, awaits, deliverModelVariant, withoutVariant } from '../delivery/index.js';
import { keepLikeness } from '../likeness/index.js';
import { DEFAULT_MODEL_TIMEOUT_MS, withinModelDeadline } from '../model-deadline.js';
import { paintLayeredImages } from '../painting/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';
import type { LateReply } from './task/index.js';
import { paintingFor, stopReply } from './painting-now.js';
import { failureWords, settleLateReply } from './settle-late-reply.js';

/** The model's picture for `variant`, its likeness kept, or why not. */
async function paintVariant(late: LateReply, variant: number, ports: GenerationPorts) {
  const remote = ports.thumbnails.remote;
  if (!remote) throw new UpstreamFailed(MODEL_MESSAGES.unavailable, 'no remote model composed');
  const [photo, ...things] = await Promise.all(
    [late.photoPath, ...late.thingPaths].map((path) => ports.files.read(path)),
  );
  if (!photo || things.some((thing) => !thing)) {
    throw new UpstreamFailed(MODEL_MESSAGES.unavailable, 'a photo is gone');
  }
  const [image] = await withinModelDeadline(
    () =>
      paintLayeredImages(remote.model, {
        ...late.request,
        photo: photo.bytes,
        things: things.flatMap((thing) => (thing ? [thing.bytes] : [])),
        only: variant,
      }),
    remote.timeoutMs ?? ports.thumbnails.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
  );
  if (!image) throw new UpstreamFailed(MODEL_MESSAGES.noImage, `variant ${variant} not painted`);
  return { likeness: await keepLikeness(image, photo.bytes, ports.thumbnails.likeness), photo };
}

/** The model's answers another try would not change: its safety filters, a request it refuses. */
const SETTLED_ANSWERS: ReadonlySet<string> = new Set([
  MODEL_MESSAGES.blocked,
  MODEL_MESSAGES.refused,
  MODEL_MESSAGES.notServed,
]);

function worthRetrying(error: unknown): boolean {
  return !(error instanceof UpstreamFailed && SETTLED_ANSWERS.has(error.message));
}

/** A variant that will not come: the reply stops waiting for it and says why. */
async function recordFailure(
  late: LateReply,
  variant: number,
  error: unknown,
  ports: GenerationPorts,
): Promise<boolean> {
  if (!(await accountOpen(ports, late.userId))) return false;
  const reply = await ports.messages.update(late.chatId, late.replyId, (current) => {
    const { painting } = current.meta;
    if (!painting || !awaits(current, variant)) return {};
    const failed = [...(painting.failed ?? []), failureWords(error)];
    return {
      meta: { ...current.meta, painting: { ...withoutVariant(painting, variant), failed } },
    };
  });
  return reply !== null;
}

/**
 * One of the remote model's variants of a reply answered with the local ones: the task's core
 * step, the same in both runtimes. Painted within the model's deadline, its likeness kept, then
 * joined to the reply; the variant that leaves none awaited settles the reply (its last words,
 * the refund when the model painted nothing). A variant that came already, or whose chat or
 * account is gone, does nothing: a task delivered twice paints and charges once. A failure is
 * thrown for the queue to try again, until the last attempt, where it is the reply's to say (a
 * refusal at once: asking again gets the same answer).
 */
export async function paintLateVariant(
  late: LateReply,
  variant: number,
  attempt: TaskAttempt,
  ports: GenerationPorts,
): Promise<void> {
  const reply = await ports.messages.get(late.chatId, late.replyId);
  if (!reply || !awaits(reply, variant) || !(await accountOpen(ports, late.userId))) return;
  let gone = false;
  try {
    await paintingFor(late.replyId, (signal) =>
      withinWork({ signal }, async () => {
        const { likeness, photo } = await paintVariant(late, variant, ports);
        const delivered = await deliverModelVariant(
          {
            userId: late.userId,
            chatId: late.chatId,
            replyId: late.replyId,
            variant,
            image: likeness.image,
            photo: photo.bytes,
            measuredLikeness: likeness.measured,
            realFaceLaidIn: likeness.realFaceLaidIn,
            resolution: late.request.resolution,
            // Its own name: a duplicate painting the same variant never overwrites the one joined.
            stem: `${late.replyFolder}model-${variant + 1}-${newRecordId()}`,
          },
          ports,
        );
        gone = delivered === 'gone';
      }),
    );
  } catch (error) {
    if (gone || !(await ports.messages.get(late.chatId, late.replyId))) return;
    if (!attempt.final && worthRetrying(error)) throw error;
    if (!(await recordFailure(late, variant, error, ports))) return;
  }
  if (gone) {
    stopReply(late.replyId);
    return;
  }
  await settleLateReply(late, ports);
}
