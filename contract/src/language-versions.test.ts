import { describe, expect, it } from 'vitest';
import {
  canonicalLanguageTag,
  LANGUAGE_VERSION_MESSAGES,
  LANGUAGE_VERSIONS_MAX,
  languageVersionsDownloadSchema,
  languageVersionsRequestSchema,
  languageVersionsText,
} from './language-versions.js';

const request = (titles: unknown) => languageVersionsRequestSchema.safeParse({ url: 'u', titles });
const firstMessage = (titles: unknown) => {
  const result = request(titles);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('language versions', () => {
  it('takes BCP 47 codes in their canonical form and refuses anything else', () => {
    expect(canonicalLanguageTag('hi')).toBe('hi');
    expect(canonicalLanguageTag('EN-us')).toBe('en-US');
    expect(canonicalLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguageTag('sr-Cyrl')).toBe('sr-Cyrl');
    for (const bad of ['', 'h', 'english', 'en_US', 'en-', '12', 'hi jp', '../x', 'a'.repeat(40)]) {
      expect(canonicalLanguageTag(bad), bad).toBeNull();
    }
    const parsed = request([{ lang: ' PT-br ', title: ' Olá ' }]);
    expect(parsed.success && parsed.data.titles).toEqual([{ lang: 'pt-BR', title: 'Olá' }]);
    expect(firstMessage([{ lang: 'english', title: 'Hello' }])).toBe(
      LANGUAGE_VERSION_MESSAGES.lang,
    );
    expect(firstMessage([{ lang: 7, title: 'Hello' }])).toBe(LANGUAGE_VERSION_MESSAGES.lang);
  });

  it(`allows 1 to ${LANGUAGE_VERSIONS_MAX} versions, one per language`, () => {
    const langs = ['hi', 'bn', 'ta', 'ar', 'he', 'zh', 'ja', 'ko', 'ru', 'es', 'fr', 'de', 'pt'];
    const titles = langs.map((lang) => ({ lang, title: 'Title' }));
    expect(request(titles.slice(0, 12)).success).toBe(true);
    expect(firstMessage(titles)).toBe(LANGUAGE_VERSION_MESSAGES.count);
    expect(firstMessage([])).toBe(LANGUAGE_VERSION_MESSAGES.count);
    expect(firstMessage('hi')).toBe(LANGUAGE_VERSION_MESSAGES.count);
    // The same language written two ways is still one language.
    expect(
      firstMessage([
        { lang: 'pt-BR', title: 'A' },
        { lang: 'pt-br', title: 'B' },
      ]),
    ).toBe(LANGUAGE_VERSION_MESSAGES.duplicate);
  });

  it('keeps each title to the title rules: 1 to 100 characters once trimmed', () => {
    expect(request([{ lang: 'ja', title: '字'.repeat(100) }]).success).toBe(true);
    expect(firstMessage([{ lang: 'ja', title: '字'.repeat(101) }])).toBe(
      LANGUAGE_VERSION_MESSAGES.titleTooLong,
    );
    expect(firstMessage([{ lang: 'ja', title: '   ' }])).toBe(LANGUAGE_VERSION_MESSAGES.title);
    expect(firstMessage([{ lang: 'ja' }])).toBe(LANGUAGE_VERSION_MESSAGES.title);
  });

  it('downloads 1 to 12 versions and names the message by its languages', () => {
    const urls = (count: number) => Array.from({ length: count }, (_, i) => `u${i}`);
    expect(languageVersionsDownloadSchema.safeParse({ imageUrls: urls(12) }).success).toBe(true);
    for (const imageUrls of [urls(0), urls(13), 'u']) {
      const result = languageVersionsDownloadSchema.safeParse({ imageUrls });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(
        LANGUAGE_VERSION_MESSAGES.downloadCount,
      );
    }
    expect(languageVersionsText(['hi', 'ar', 'ja'])).toBe('Language versions: hi, ar, ja');
  });
});
