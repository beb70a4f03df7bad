import { MODEL_MESSAGES } from '@thumbforge/contract';
import type { GenerationPorts } from '../thumbnail-ports.js';
import type { LateReply } from './task/index.js';
import { overdueAfterSeconds, remoteTimeoutMs } from './late-work-policy.js';
import { settleLateReply } from './settle-late-reply.js';

/**
 * Settles the reply once every attempt of its variants is overdue, whatever became of them: put on
 * the queue before the reply is written, so a process that dies between the two cannot leave it
 * painting.
 */
export async function enqueueOverdueSettle(late: LateReply, ports: GenerationPorts): Promise<void> {
  await ports.thumbnails.paintingReplies.remember(late, ports.now());
  await ports.thumbnails.lateWork.enqueue([
    {
      task: { kind: 'settle', reply: late },
      delaySeconds: overdueAfterSeconds(remoteTimeoutMs(ports)),
    },
  ]);
}

/**
 * Hands the model's variants of a reply just answered to the durable queue, one task per variant.
 * A queue that takes none settles the reply at once: the local variants stay, the words say the
 * model is unavailable and the token is refunded.
 */
export async function enqueueLateVariants(late: LateReply, ports: GenerationPorts): Promise<void> {
  try {
    await ports.thumbnails.lateWork.enqueue(
      Array.from({ length: late.request.variants }, (_unused, variant) => ({
        task: { kind: 'paint' as const, reply: late, variant },
      })),
    );
  } catch (error) {
    ports.logger.error('image model: the queue took no variants; settling the reply', { error });
    await ports.messages.update(late.chatId, late.replyId, (current) => {
      const { painting } = current.meta;
      if (!painting) return {};
      const failed = [MODEL_MESSAGES.unavailable];
      return {
        meta: { ...current.meta, painting: { ...painting, waiting: [], variants: 0, failed } },
      };
    });
    await settleLateReply(late, ports);
  }
}
