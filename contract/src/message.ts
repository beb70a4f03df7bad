import { z } from 'zod';
import { feedCheckSchema } from './feed-check.js';
import { genreSchema, moodSchema, resolutionSchema } from './options.js';

export const messageRoleSchema = z.enum(['user', 'assistant']);
export const messageStatusSchema = z.enum(['pending', 'complete', 'failed']);

/** One language version of a thumbnail: its language, its title and its feed check. */
export const languageVersionSchema = z.object({
  lang: z.string(),
  title: z.string(),
  checks: z.array(feedCheckSchema),
});
export type LanguageVersion = z.infer<typeof languageVersionSchema>;

export const messageMetaSchema = z.object({
  genre: genreSchema.optional(),
  mood: moodSchema.optional(),
  resolution: resolutionSchema.optional(),
  title: z.string().optional(),
  /**
   * A creator's "More like this" message: the prompt it repeats (its `text` says what was asked),
   * so more of its own thumbnails repeat the same prompt.
   */
  prompt: z.string().optional(),
  /** A message of language versions: entry i describes `images[i]` (issue 15, part 3). */
  languageVersions: z.array(languageVersionSchema).optional(),
  /**
   * Ultra HD thumbnails: entry i is the URL of `images[i]`'s copy under YouTube's 2 MB limit (the
   * image itself is the full-quality download).
   */
  youtubeCopies: z.array(z.string()).optional(),
  /**
   * Variants the image model is still painting for this reply: they join `images` one by one as
   * they arrive, and the field goes once the last has come (or failed). The web shows their
   * progress against `expectedSeconds` from `startedAt`.
   */
  /**
   * Who painted each of `images` (entry i for `images[i]`) once the image model painted any;
   * absent, the local renderer painted them all. An edit goes back to the same painter.
   */
  painters: z.array(z.enum(['local', 'model'])).optional(),
  painting: z
    .object({
      variants: z.number().int().nonnegative(),
      startedAt: z.string(),
      expectedSeconds: z.number().positive(),
      /** Which of the model's variants (0-based) are still to come; absent, all of them. */
      waiting: z.array(z.number().int().nonnegative()).optional(),
      /** Why each variant that will not come failed, in the words the reply ends with. */
      failed: z.array(z.string()).optional(),
      /** How many of the model's variants had the creator's real face laid in (see `painters`). */
      laidIn: z.number().int().positive().optional(),
    })
    .optional(),
});

export const messageSchema = z.object({
  _id: z.string(),
  role: messageRoleSchema,
  text: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
  status: messageStatusSchema,
  meta: messageMetaSchema,
  /** Set when the message's images were deleted after the 1-year retention. */
  imagesExpiredAt: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const chatMessagesSchema = z.array(
  z.object({ chatId: z.string(), messages: z.array(messageSchema) }),
);
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

/** `GET /thumbnail/{chatId}`: the chat's messages, oldest first. */
export const chatMessagesResponseSchema = z.object({ chatMessages: chatMessagesSchema });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;
