import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { canonicalLanguageTag, type TitleFont } from '@thumbforge/contract';

const require = createRequire(import.meta.url);

interface TitleFace {
  family: string;
  file: string;
  capHeight: number;
  /** The last code point of the Latin blocks the face covers; past it a fallback sets the glyph. */
  lastCodePoint: number;
}

/** Anton covers Latin up to Latin Extended-B; the brand kits' display faces up to Extended-A. */
const LATIN_EXTENDED_B = 0x24f;
const LATIN_EXTENDED_A = 0x17f;

/** A brand kit's display face: the whole file path written out, as the deploy keeps only those. */
function displayFace(family: string, file: string, capHeight: number): TitleFace {
  return { family: `ThumbForge ${family}`, file, capHeight, lastCodePoint: LATIN_EXTENDED_A };
}

// Fonts come from npm packages (OFL, the licence in each package's LICENSE_FONT), never from the
// machine, so every host renders the same title. Cap heights measured from each face's 'H'.
const FONT_FILES: Record<TitleFont, TitleFace> = {
  anton: {
    family: 'ThumbForge Anton',
    file: '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
    capHeight: 0.87,
    lastCodePoint: LATIN_EXTENDED_B,
  },
  'bebas-neue': displayFace(
    'Bebas Neue',
    '@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf',
    0.7,
  ),
  bangers: displayFace(
    'Bangers',
    '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf',
    0.74,
  ),
  'archivo-black': displayFace(
    'Archivo Black',
    '@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf',
    0.69,
  ),
  'russo-one': displayFace(
    'Russo One',
    '@expo-google-fonts/russo-one/400Regular/RussoOne_400Regular.ttf',
    0.7,
  ),
  'titan-one': displayFace(
    'Titan One',
    '@expo-google-fonts/titan-one/400Regular/TitanOne_400Regular.ttf',
    0.72,
  ),
  'lilita-one': displayFace(
    'Lilita One',
    '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf',
    0.71,
  ),
};

/**
 * The Noto faces (OFL, from npm, their licence in each package's LICENSE_FONT) that set what the
 * title font has no glyph for, in the heaviest weight, closest to a headline face. Latin-script
 * fonts carry Cyrillic and Greek; each other script has its own.
 */
export const FALLBACK_FONTS = {
  latin: {
    family: 'ThumbForge Noto Sans',
    file: '@expo-google-fonts/noto-sans/900Black/NotoSans_900Black.ttf',
  },
  devanagari: {
    family: 'ThumbForge Noto Sans Devanagari',
    file: '@expo-google-fonts/noto-sans-devanagari/900Black/NotoSansDevanagari_900Black.ttf',
  },
  bengali: {
    family: 'ThumbForge Noto Sans Bengali',
    file: '@expo-google-fonts/noto-sans-bengali/900Black/NotoSansBengali_900Black.ttf',
  },
  tamil: {
    family: 'ThumbForge Noto Sans Tamil',
    file: '@expo-google-fonts/noto-sans-tamil/900Black/NotoSansTamil_900Black.ttf',
  },
  arabic: {
    family: 'ThumbForge Noto Sans Arabic',
    file: '@expo-google-fonts/noto-sans-arabic/900Black/NotoSansArabic_900Black.ttf',
  },
  hebrew: {
    family: 'ThumbForge Noto Sans Hebrew',
    file: '@expo-google-fonts/noto-sans-hebrew/900Black/NotoSansHebrew_900Black.ttf',
  },
  chinese: {
    family: 'ThumbForge Noto Sans SC',
    file: '@expo-google-fonts/noto-sans-sc/900Black/NotoSansSC_900Black.ttf',
  },
  japanese: {
    family: 'ThumbForge Noto Sans JP',
    file: '@expo-google-fonts/noto-sans-jp/900Black/NotoSansJP_900Black.ttf',
  },
  korean: {
    family: 'ThumbForge Noto Sans KR',
    file: '@expo-google-fonts/noto-sans-kr/900Black/NotoSansKR_900Black.ttf',
  },
} as const;
export type FallbackFont = keyof typeof FALLBACK_FONTS;

const SCRIPT_FONTS: { script: RegExp; font: FallbackFont }[] = [
  { script: /\p{Script_Extensions=Devanagari}/u, font: 'devanagari' },
  { script: /\p{Script_Extensions=Bengali}/u, font: 'bengali' },
  { script: /\p{Script_Extensions=Tamil}/u, font: 'tamil' },
  { script: /\p{Script_Extensions=Arabic}/u, font: 'arabic' },
  { script: /\p{Script_Extensions=Hebrew}/u, font: 'hebrew' },
];
const KANA = /[\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;
const HANGUL = /\p{Script_Extensions=Hangul}/u;
/** Han characters, CJK punctuation and full-width forms: every CJK face has them. */
const CJK =
  /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const FIRST_LETTER = /\p{L}/u;
/** Scripts written right to left, as `Intl.Locale#maximize` names a language's script. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

/**
 * The CJK faces in the order the text's language wants them: Japanese and Chinese draw many of
 * the same characters differently, so the language's own face comes first and sets the shared ones.
 */
function cjkFonts(text: string, lang: string | undefined): FallbackFont[] {
  const language = lang?.split('-')[0]?.toLowerCase();
  const first: FallbackFont =
    language === 'ja' || (language !== 'zh' && language !== 'ko' && KANA.test(text))
      ? 'japanese'
      : language === 'ko' || (language !== 'zh' && HANGUL.test(text))
        ? 'korean'
        : 'chinese';
  const others: FallbackFont[] = ['japanese', 'korean', 'chinese'];
  return [first, ...others.filter((font) => font !== first)];
}

/** The faces that set what the title font lacks in `text`, in the order they are tried. */
export function fallbackFonts(
  text: string,
  lang?: string,
  font: TitleFont = 'anton',
): FallbackFont[] {
  const last = FONT_FILES[font].lastCodePoint;
  if ([...text].every((char) => (char.codePointAt(0) ?? 0) <= last)) {
    return [];
  }
  const fonts: FallbackFont[] = ['latin'];
  for (const { script, font } of SCRIPT_FONTS) if (script.test(text)) fonts.push(font);
  if (CJK.test(text)) fonts.push(...cjkFonts(text, lang));
  return fonts;
}

/** Whether a title runs right to left: its language's script, or else its first letter's. */
export function isRightToLeft(text: string, lang?: string): boolean {
  // A title with no Arabic or Hebrew letter (an Arabic version retitled in English) runs left to right.
  if (!RIGHT_TO_LEFT.test(text)) return false;
  const tag = lang ? canonicalLanguageTag(lang) : null;
  if (tag) {
    const script = new Intl.Locale(tag).maximize().script;
    if (script) return RIGHT_TO_LEFT_SCRIPTS.has(script);
  }
  const letter = FIRST_LETTER.exec(text)?.[0];
  return letter !== undefined && RIGHT_TO_LEFT.test(letter);
}

const registered = new Set<string>();

/** Registers a face on first use: the CJK faces are megabytes each, most titles need none. */
function register({ family, file }: { family: string; file: string }): string {
  if (!registered.has(family)) {
    GlobalFonts.registerFromPath(require.resolve(file), family);
    registered.add(family);
  }
  return `"${family}"`;
}

/** The file of a fallback face, for tests that read its glyphs. */
export function fallbackFontPath(font: FallbackFont): string {
  return require.resolve(FALLBACK_FONTS[font].file);
}

/**
 * The CSS font of a title font at a pixel size, followed by the faces `text` needs beyond it
 * (Skia takes each glyph from the first face that has it); registers the faces on first use.
 * Without a text, the title font alone.
 */
export function titleFont(
  font: TitleFont,
  sizePx: number,
  text?: { text: string; lang?: string | undefined },
): string {
  const families = [
    register(FONT_FILES[font]),
    ...(text
      ? fallbackFonts(text.text, text.lang, font).map((f) => register(FALLBACK_FONTS[f]))
      : []),
  ];
  return `${sizePx.toFixed(1)}px ${families.join(', ')}`;
}

/**
 * Noto Color Emoji (OFL, from npm, its licence in the package's LICENSE_FONT) for emoji stickers.
 * Only ever set alone: the face also has keycap digits, which must not stand in a title's numbers.
 */
const EMOJI_FONT = {
  family: 'ThumbForge Noto Color Emoji',
  file: '@expo-google-fonts/noto-color-emoji/400Regular/NotoColorEmoji_400Regular.ttf',
};

/** The CSS font for an emoji sticker at a pixel size; registers the face on first use. */
export function emojiFont(sizePx: number): string {
  return `${sizePx.toFixed(1)}px ${register(EMOJI_FONT)}`;
}

/** Height of a capital letter as a fraction of the font size (titles are set in capitals). */
export function capHeight(font: TitleFont): number {
  return FONT_FILES[font].capHeight;
}
