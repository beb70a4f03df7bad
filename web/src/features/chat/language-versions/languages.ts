import { canonicalLanguageTag, LIMITS } from '@thumbforge/contract';

/**
 * The languages offered first in the picker: the scripts issue 15 names and YouTube's largest
 * audiences. Any other BCP 47 code can be typed.
 */
export const COMMON_LANGUAGES = [
  'hi',
  'bn',
  'ta',
  'te',
  'mr',
  'ar',
  'he',
  'ur',
  'zh',
  'ja',
  'ko',
  'ru',
  'es',
  'pt-BR',
  'fr',
  'de',
  'id',
] as const;

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Hindi" for `hi`, "Brazilian Portuguese" for `pt-BR`; null for what is no language code. */
export function languageName(code: string): string | null {
  const tag = canonicalLanguageTag(code.trim());
  if (!tag) return null;
  const name = names.of(tag);
  return name && name !== tag ? name : null;
}

export interface LanguageRow {
  key: number;
  lang: string;
  title: string;
}

/** What is wrong with a row, in the server's words (the contract's rules, checked before sending). */
export function rowErrors(
  row: LanguageRow,
  others: LanguageRow[],
): { lang?: string; title?: string } {
  const tag = canonicalLanguageTag(row.lang.trim());
  const title = row.title.trim();
  return {
    ...(!tag
      ? { lang: 'Use a BCP 47 code, such as hi, ar, ja or pt-BR' }
      : others.some((other) => canonicalLanguageTag(other.lang.trim()) === tag)
        ? { lang: 'Each language can have only one version' }
        : {}),
    ...(title === ''
      ? { title: 'Type the title in this language' }
      : title.length > LIMITS.videoTitleMaxChars
        ? { title: `At most ${LIMITS.videoTitleMaxChars} characters` }
        : {}),
  };
}
