import { z } from 'zod';
import { imageUrlSchema } from './image-url.js';
import { MESSAGES } from './errors.js';

/** What the feed check looks at, in the order the web lists them (issue 15, part 1). */
export const FEED_CHECK_IDS = [
  'title-legible',
  'badge-clear',
  'faces-clear',
  'face-size',
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

/** `POST /thumbnail/{chatId}/check`: one of the chat's own images, as the API gave it out. */
export const feedCheckRequestSchema = z.object(
  { url: imageUrlSchema },
  { error: MESSAGES.fillAllFields },
);
export type FeedCheckRequest = z.infer<typeof feedCheckRequestSchema>;

export const feedCheckResponseSchema = z.object({ checks: z.array(feedCheckSchema) });
export type FeedCheckResponse = z.infer<typeof feedCheckResponseSchema>;
