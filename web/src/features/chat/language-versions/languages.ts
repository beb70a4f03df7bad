import { canonicalLanguageTag, LIMITS } from '@thumbforge/contract';

/**
 * The languages the picker offers: the scripts issue 15 names first, then YouTube's largest
 * audiences and the other widely written languages, each by its code.
 */
const LANGUAGE_CODES = [
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
  'en',
  'gu',
  'kn',
  'ml',
  'pa',
  'or',
  'as',
  'ne',
  'si',
  'fa',
  'tr',
  'it',
  'pt-PT',
  'nl',
  'pl',
  'uk',
  'cs',
  'sk',
  'ro',
  'hu',
  'el',
  'bg',
  'sr',
  'hr',
  'sv',
  'da',
  'no',
  'fi',
  'vi',
  'th',
  'ms',
  'fil',
  'my',
  'km',
  'sw',
  'am',
  'yo',
  'ha',
  'zu',
  'af',
  'zh-TW',
] as const;

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Hindi" for `hi`, "Brazilian Portuguese" for `pt-BR`; null for what is no language code. */
export function languageName(code: string): string | null {
  const tag = canonicalLanguageTag(code.trim());
  if (!tag) return null;
  const name = names.of(tag);
  return name && name !== tag ? name : null;
}

interface LanguageOption {
  code: string;
  name: string;
}

export const LANGUAGES: readonly LanguageOption[] = LANGUAGE_CODES.map((code) => ({
  code,
  name: languageName(code) ?? code,
}));

/**
 * The picker's search: by name or by code, any case. An exact code comes first, then names that
 * start with what was typed, then codes that do, then names that contain it elsewhere.
 */
export function searchLanguages(
  options: readonly LanguageOption[],
  typed: string,
): LanguageOption[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [...options];
  const rank = ({ code, name }: LanguageOption) => {
    const lowerCode = code.toLowerCase();
    const lowerName = name.toLowerCase();
    if (lowerCode === query) return 0;
    if (lowerName.startsWith(query)) return 1;
    if (lowerCode.startsWith(query)) return 2;
    if (lowerName.split(/[\s(),]+/).some((word) => word.startsWith(query))) return 3;
    return null;
  };
  return options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((entry): entry is { option: LanguageOption; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.option);
}

export interface LanguageRow {
  key: number;
  /** The chosen language's code; empty until one is picked. */
  lang: string;
  title: string;
}

/** What is wrong with a row, checked by the contract's rules before sending. */
export function rowErrors(
  row: LanguageRow,
  others: LanguageRow[],
): { lang?: string; title?: string } {
  const tag = canonicalLanguageTag(row.lang.trim());
  const title = row.title.trim();
  return {
    ...(!tag
      ? { lang: 'Choose a language from the list' }
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
