import { z } from 'zod';
import { imageUrlSchema } from './image-url.js';
import { MESSAGES } from './errors.js';

/** What the feed check looks at, in the order the web lists them (issue 15, part 1). */
export const FEED_CHECK_IDS = [
  'title-legible',
  'badge-clear',
  'faces-clear',
  'face-size',
  'likeness',
  'stands-out-dark',
  'stands-out-light',
  'file-size',
  'exact-size',
] as const;
export const feedCheckIdSchema = z.enum(FEED_CHECK_IDS);
export type FeedCheckId = z.infer<typeof feedCheckIdSchema>;

export const feedCheckSchema = z.object({
  id: feedCheckIdSchema,
  status: z.enum(['pass', 'warn']),
  message: z.string(),
  /** An edit prompt the edit parser understands; sending it is an ordinary (charged) edit. */
  fix: z.string().optional(),
});
export type FeedCheck = z.infer<typeof feedCheckSchema>;

/**
 * The likeness check and the generation reply's words when a model repainted the creator's face
 * (issue 22). `score` is a likeness from 0 to 1 written with two decimals ("0.82").
 */
export const LIKENESS_MESSAGES = {
  alike: (score: string) => `Likeness ${score}: the face is still the one in your photo`,
  alikeGroup: (score: string, faces: number) =>
    `Likeness ${score} for the least alike of the ${faces} faces in your photo; every one is still recognisable`,
  drifted: (score: string) =>
    `Likeness ${score}: the face no longer looks like the one in your photo`,
  driftedGroup: (score: string, faces: number) =>
    `Likeness ${score}: one of the ${faces} faces in your photo no longer looks like itself, or is missing`,
  noFace: 'No face in your photo, so likeness does not apply',
  notMeasured: 'Likeness could not be measured this time',
  /** The generation reply, when the model's face was replaced by the creator's real cut-out. */
  realFaceKept: (count: number, of: number) =>
    of === 1
      ? 'The image model changed your face, so I put your real face from the photo into its scene.'
      : `The image model changed your face in ${count} of the ${of} thumbnails, so I put your real face from the photo into those scenes.`,
} as const;

/** `POST /thumbnail/{chatId}/check`: one of the chat's own images, as the API gave it out. */
export const feedCheckRequestSchema = z.object(
  { url: imageUrlSchema },
  { error: MESSAGES.fillAllFields },
);
export type FeedCheckRequest = z.infer<typeof feedCheckRequestSchema>;

export const feedCheckResponseSchema = z.object({ checks: z.array(feedCheckSchema) });
export type FeedCheckResponse = z.infer<typeof feedCheckResponseSchema>;
