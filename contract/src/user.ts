import { z } from 'zod';
import { genreSchema, moodSchema, resolutionSchema } from './options.js';

export const preferencesSchema = z.object({
  genre: genreSchema.nullable(),
  mood: moodSchema.nullable(),
  resolution: resolutionSchema.nullable(),
  styleNotes: z.array(z.string()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const EMPTY_PREFERENCES: Preferences = {
  genre: null,
  mood: null,
  resolution: null,
  styleNotes: [],
};

export const userSchema = z.object({
  id: z.string(),
  tokenBalance: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string(),
  emailAddresses: z.array(z.object({ emailAddress: z.string() })),
  preferences: preferencesSchema,
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
