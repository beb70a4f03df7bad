import { z } from 'zod';

export const GENRES = [
  'gaming',
  'music',
  'vlogs',
  'tech',
  'education',
  'entertainment',
  'fitness',
  'fashion',
  'cooking',
  'travel',
] as const;
export const genreSchema = z.enum(GENRES);
export type Genre = z.infer<typeof genreSchema>;

export const MOODS = ['exciting', 'happy', 'dramatic', 'professional', 'fun', 'serious'] as const;
export const moodSchema = z.enum(MOODS);
export type Mood = z.infer<typeof moodSchema>;

/** The wire values are the strings docs/product-rules.md shows in the Resolution select. */
export const RESOLUTIONS = [
  { value: '1280 x 720', label: '1280 x 720 (HD)', width: 1280, height: 720 },
  { value: '1920 x 1080', label: '1920 x 1080 (Full HD)', width: 1920, height: 1080 },
  { value: '3840 x 2160', label: '3840 x 2160 (Ultra HD)', width: 3840, height: 2160 },
] as const;
export const resolutionSchema = z.enum(['1280 x 720', '1920 x 1080', '3840 x 2160']);
export type Resolution = z.infer<typeof resolutionSchema>;
export const DEFAULT_RESOLUTION: Resolution = '1280 x 720';
/** Pro's Ultra HD: kept at full quality, with a copy under YouTube's 2 MB beside it. */
export const ULTRA_HD: Resolution = '3840 x 2160';

export function resolutionSize(resolution: Resolution): { width: number; height: number } {
  const found = RESOLUTIONS.find((r) => r.value === resolution);
  if (!found) throw new RangeError(`Unknown resolution ${resolution}`);
  return { width: found.width, height: found.height };
}
