import { CHATS_TO_LEARN, type PreferenceSource, type StyleChoices } from '@thumbforge/contract';

/** "gaming · exciting · 1280 x 720 · purple neon background", or null when it holds nothing. */
export function styleSummary(choices: StyleChoices | null | undefined): string | null {
  if (!choices) return null;
  const parts = [choices.genre, choices.mood, choices.resolution, ...choices.styleWords].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Where the composer's suggestion comes from, in the creator's words. */
export const SUGGESTION_SOURCES: Record<PreferenceSource, string> = {
  saved: 'Saved by you',
  learnt: `You chose this in your last ${CHATS_TO_LEARN} chats`,
};
