import { z } from 'zod';
import { plainText } from './plain-text.js';
import { imageUrlItemSchema, imageUrlSchema } from './image-url.js';
import { MESSAGES } from './errors.js';
import { LIMITS } from './limits.js';
import { THUMBNAIL_MESSAGES } from './thumbnail.js';

/** A thumbnail for each audio language YouTube shows (issue 15, part 3): at most this many at once. */
export const LANGUAGE_VERSIONS_MAX = 12;

export const LANGUAGE_VERSION_MESSAGES = {
  count: `Add between 1 and ${LANGUAGE_VERSIONS_MAX} language versions`,
  lang: 'Each language must be a BCP 47 code, such as hi, ar, ja or pt-BR',
  duplicate: 'Each language can have only one version',
  title: 'Please type the title in every language',
  titleTooLong: THUMBNAIL_MESSAGES.titleTooLong,
  notGenerated: 'Please select one of the generated thumbnails for language versions',
  downloadCount: `Choose between 1 and ${LANGUAGE_VERSIONS_MAX} language versions to download`,
  notLanguageVersion: 'Please choose language versions to download',
  inProgress: 'Your other language versions are still being made. Please wait for them to finish.',
} as const;

/** An ISO 639 language first (2 or 3 letters): BCP 47's 5-8 letter subtags name no language in use. */
const LANGUAGE_FIRST = /^[a-z]{2,3}(?:-|$)/;

/**
 * A BCP 47 tag in its canonical form (`EN-us` is `en-US`), or null when it is none. The platform's
 * own parser decides, in the browser and on the server alike; a canonical tag holds only letters,
 * digits and hyphens, so it can name a file.
 */
export function canonicalLanguageTag(tag: string): string | null {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    return null;
  }
  return canonical && LANGUAGE_FIRST.test(canonical) ? canonical : null;
}

const langSchema = z
  .string({ error: LANGUAGE_VERSION_MESSAGES.lang })
  .trim()
  .max(35, LANGUAGE_VERSION_MESSAGES.lang)
  .transform((tag, context) => {
    const canonical = canonicalLanguageTag(tag);
    if (!canonical) {
      context.addIssue({ code: 'custom', message: LANGUAGE_VERSION_MESSAGES.lang });
      return z.NEVER;
    }
    return canonical;
  });

/** A title follows the video title's rules: 1 to 100 characters once trimmed. */
const titleSchema = z
  .string({ error: LANGUAGE_VERSION_MESSAGES.title })
  .trim()
  .check(plainText('The title'))
  .min(1, LANGUAGE_VERSION_MESSAGES.title)
  .max(LIMITS.videoTitleMaxChars, LANGUAGE_VERSION_MESSAGES.titleTooLong);

export const languageTitleSchema = z.object(
  { lang: langSchema, title: titleSchema },
  { error: LANGUAGE_VERSION_MESSAGES.title },
);
export type LanguageTitle = z.output<typeof languageTitleSchema>;

/** `POST /thumbnail/{chatId}/languages`: one of the chat's thumbnails and its titles by language. */
export const languageVersionsRequestSchema = z.object(
  {
    url: imageUrlSchema,
    titles: z
      .array(languageTitleSchema, { error: LANGUAGE_VERSION_MESSAGES.count })
      .min(1, LANGUAGE_VERSION_MESSAGES.count)
      .max(LANGUAGE_VERSIONS_MAX, LANGUAGE_VERSION_MESSAGES.count)
      .refine(
        (titles) => new Set(titles.map((title) => title.lang)).size === titles.length,
        LANGUAGE_VERSION_MESSAGES.duplicate,
      ),
  },
  { error: MESSAGES.fillAllFields },
);
export type LanguageVersionsRequest = z.input<typeof languageVersionsRequestSchema>;

/** `POST /download/thumbnails-by-language`: language versions, zipped as `<lang>.jpg`. */
export const languageVersionsDownloadSchema = z.object(
  {
    imageUrls: z
      .array(imageUrlItemSchema, { error: LANGUAGE_VERSION_MESSAGES.downloadCount })
      .min(1, LANGUAGE_VERSION_MESSAGES.downloadCount)
      .max(LANGUAGE_VERSIONS_MAX, LANGUAGE_VERSION_MESSAGES.downloadCount),
  },
  { error: LANGUAGE_VERSION_MESSAGES.downloadCount },
);
export type LanguageVersionsDownload = z.infer<typeof languageVersionsDownloadSchema>;

export const LANGUAGE_VERSIONS_ZIP_NAME = 'thumbnails-by-language.zip';

/** The text of the assistant message that holds the versions: "Language versions: hi, ar, ja". */
export function languageVersionsText(langs: readonly string[]): string {
  return `Language versions: ${langs.join(', ')}`;
}
