import { z } from 'zod';
import {
  brandKitSchema,
  genreSchema,
  moodSchema,
  preferencesSchema,
  resolutionSchema,
} from '@thumbforge/contract';

/**
 * A reply answered with the local variants and waiting for the remote model's: everything its
 * tasks need, as JSON, since a task may run in another process (a Cloud Tasks queue, or the
 * embedded server after a restart). The photos are read back from `photoPath` and `thingPaths`.
 */
export const lateReplySchema = z.object({
  userId: z.string().min(1),
  chatId: z.string().min(1),
  /** The creator's message, whose reservation paid for the generation (its refund key). */
  messageId: z.string().min(1),
  replyId: z.string().min(1),
  /** The reply's folder prefix; the model's files are `<prefix>model-<n>-<id>`. */
  replyFolder: z.string().min(1),
  photoPath: z.string().min(1),
  /** The other photos (a versus's second side, the thing held), read back likewise. */
  thingPaths: z.array(z.string().min(1)).max(3).default([]),
  request: z.object({
    prompt: z.string(),
    genre: genreSchema,
    mood: moodSchema,
    title: z.string(),
    resolution: resolutionSchema,
    preferences: preferencesSchema,
    brandKit: brandKitSchema.nullable(),
    variants: z.number().int().positive(),
    firstVariant: z.number().int().nonnegative().optional(),
  }),
  /** The API key that asked, noted on the refund should the model paint nothing. */
  apiKeyName: z.string().optional(),
  /** What the reply said of the local variants, so its closing words can be written again. */
  said: z.object({
    localMade: z.number().int().nonnegative(),
    notDrawn: z.array(z.string()),
    planned: z.string(),
  }),
});
export type LateReply = z.infer<typeof lateReplySchema>;

/**
 * One piece of after-response work: paint variant `variant` of the reply (each variant, and each
 * retry of it, is a task of its own), or settle the reply once the model's deadline has passed,
 * whatever became of its variants.
 */
export const lateTaskSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('paint'),
    reply: lateReplySchema,
    variant: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('settle'), reply: lateReplySchema }),
]);
export type LateTask = z.infer<typeof lateTaskSchema>;

/**
 * The task's id, the same however often it is enqueued: a queue keeps one task per id, so a
 * retried request or a duplicated enqueue paints once.
 */
export function lateTaskId(task: LateTask): string {
  const { replyId } = task.reply;
  return task.kind === 'paint' ? `${replyId}-paint-${task.variant}` : `${replyId}-settle`;
}
