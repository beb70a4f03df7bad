import { z } from 'zod';
import { imageUrlItemSchema } from './image-url.js';

/** YouTube's Test & Compare takes two or three thumbnails (issue 15, part 2). */
export const TEST_AND_COMPARE_MESSAGES = {
  count: 'Choose 2 or 3 different thumbnails to test and compare',
  notGenerated: 'Please choose generated thumbnails to test and compare',
} as const;

const urls = z
  .array(imageUrlItemSchema, { error: TEST_AND_COMPARE_MESSAGES.count })
  .min(2, TEST_AND_COMPARE_MESSAGES.count)
  .max(3, TEST_AND_COMPARE_MESSAGES.count)
  .refine((list) => new Set(list).size === list.length, TEST_AND_COMPARE_MESSAGES.count);

/** `POST /thumbnail/{chatId}/compare`: two or three of the chat's thumbnails. */
export const compareRequestSchema = z.object({ urls }, { error: TEST_AND_COMPARE_MESSAGES.count });
export type CompareRequest = z.infer<typeof compareRequestSchema>;

export const comparePairSchema = z.object({
  a: z.string(),
  b: z.string(),
  /** The renderer's measure: bits of the 64-bit perceptual hash that differ (0 is the same picture). */
  difference: z.number().int().min(0).max(64),
  tooSimilar: z.boolean(),
});
export type ComparePair = z.infer<typeof comparePairSchema>;

export const compareResponseSchema = z.object({ pairs: z.array(comparePairSchema) });
export type CompareResponse = z.infer<typeof compareResponseSchema>;

/** `POST /download/test-and-compare`: answered as a zip of `A.jpg`, `B.jpg` (and `C.jpg`). */
export const testAndCompareRequestSchema = z.object(
  { imageUrls: urls },
  { error: TEST_AND_COMPARE_MESSAGES.count },
);
export type TestAndCompareRequest = z.infer<typeof testAndCompareRequestSchema>;

export const TEST_AND_COMPARE_ZIP_NAME = 'test-and-compare.zip';
