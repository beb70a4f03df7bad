import type { Preferences } from '@thumbforge/contract';

/**
 * "gaming · exciting · 1280 x 720 · brighter colours": what the AI remembers (ARCHITECTURE.md
 * section 5), or null when it remembers nothing.
 */
export function savedStyleSummary(preferences: Preferences | undefined): string | null {
  if (!preferences) return null;
  const parts = [
    preferences.genre,
    preferences.mood,
    preferences.resolution,
    ...preferences.styleNotes,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
