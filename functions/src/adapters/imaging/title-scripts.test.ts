import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { resolutionSize } from '@thumbforge/contract';
import { placeTitle } from '../../core/thumbnails/title/index.js';
import { plainTitleLayer } from '../../../test/support/title-layers.js';
import { composeThumbnail } from './compose-thumbnail.js';
import { measureTitleLayer } from './draw-title-layer.js';
import {
  fallbackFontPath,
  fallbackFonts,
  isRightToLeft,
  type FallbackFont,
} from './title-fonts.js';

const require = createRequire(import.meta.url);
const ANTON = require.resolve('@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf');

/** A title in each script issue 15 names, as a creator would type it, with its language. */
const SAMPLES: { script: string; lang: string; title: string }[] = [
  { script: 'Devanagari', lang: 'hi', title: 'मैंने 100 दिन जंगल में बिताए' },
  { script: 'Bengali', lang: 'bn', title: 'আমি ১০০ দিন জঙ্গলে কাটালাম' },
  { script: 'Tamil', lang: 'ta', title: 'நான் காட்டில் 100 நாட்கள் வாழ்ந்தேன்' },
  { script: 'Arabic', lang: 'ar', title: 'قضيت 100 يوم في الغابة!' },
  { script: 'Hebrew', lang: 'he', title: 'בילִיתי 100 ימים ביער' },
  { script: 'Chinese', lang: 'zh', title: '我在丛林里度过了100天！' },
  { script: 'Japanese', lang: 'ja', title: 'ジャングルで100日間過ごしてみた。' },
  { script: 'Korean', lang: 'ko', title: '정글에서 100일 동안 살아봤다' },
  { script: 'Cyrillic', lang: 'ru', title: 'Я провёл 100 дней в джунглях' },
];

type OpenedFont = fontkit.Font;
const opened = new Map<string, OpenedFont>();
function open(path: string): OpenedFont {
  let font = opened.get(path);
  if (!font) {
    font = fontkit.openSync(path) as OpenedFont;
    opened.set(path, font);
  }
  return font;
}

/**
 * The faces the compositor tries for `title` in its order (the title font, then the fallbacks),
 * and for each character the first that has a glyph for it: the face Skia sets it in.
 */
function facesFor(title: string, lang: string) {
  const chain: { name: FallbackFont | 'anton'; font: OpenedFont }[] = [
    { name: 'anton', font: open(ANTON) },
    ...fallbackFonts(title, lang).map((name) => ({ name, font: open(fallbackFontPath(name)) })),
  ];
  return [...title.toLocaleUpperCase(lang)]
    .filter((char) => char.trim() !== '')
    .map((char) => ({
      char,
      face: chain.find(({ font }) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)),
    }));
}

/** Consecutive characters set in the same face, as the shaper receives them. */
function runs(faces: ReturnType<typeof facesFor>) {
  const result: { font: OpenedFont; text: string }[] = [];
  for (const { char, face } of faces) {
    const last = result.at(-1);
    if (face && last?.font === face.font) last.text += char;
    else if (face) result.push({ font: face.font, text: char });
  }
  return result;
}

describe('titles in every script', () => {
  it.each(SAMPLES)(
    '$script: every character has a glyph in a face from npm, and shaping finds no missing glyph',
    ({ title, lang }) => {
      const faces = facesFor(title, lang);
      expect(faces.filter(({ face }) => !face).map(({ char }) => char)).toEqual([]);
      for (const run of runs(faces)) {
        // Glyph 0 is .notdef, the missing-glyph box.
        const glyphs = run.font.layout(run.text).glyphs;
        expect(glyphs.length).toBeGreaterThan(0);
        expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
      }
    },
  );

  it('sets Han characters in the face of the title’s language', () => {
    const han = (title: string, lang: string) =>
      facesFor(title, lang).find(({ char }) => char === '日')?.face?.name;
    expect(han('100日間', 'ja')).toBe('japanese');
    expect(han('100日', 'zh')).toBe('chinese');
    expect(han('100日', 'ko')).toBe('korean');
    expect(han('100日', 'zh-Hant-TW')).toBe('chinese');
  });

  it('registers nothing beyond the title font for a Latin title', () => {
    expect(fallbackFonts('Why The Rocket Failed: Día Épico')).toEqual([]);
    expect(fallbackFonts('Самое')).toEqual(['latin']);
  });

  it("falls back past a brand kit's display face where it stops, not Anton's", () => {
    // Latin Extended-B: Anton has it, the brand kits' faces end at Extended-A.
    expect(fallbackFonts('Ștefan Ǆ', undefined, 'anton')).toEqual([]);
    expect(fallbackFonts('Ștefan Ǆ', undefined, 'bangers')).toEqual(['latin']);
    expect(fallbackFonts('Día Épico Łódź', undefined, 'bangers')).toEqual([]);
    expect(fallbackFonts('मंगल', 'hi', 'titan-one')).toEqual(['latin', 'devanagari']);
  });

  it('runs Arabic and Hebrew right to left, by the language or else the first letter', () => {
    expect(isRightToLeft('IPHONE 15 مراجعة', 'ar')).toBe(true);
    expect(isRightToLeft('Review ביער', 'he')).toBe(true);
    expect(isRightToLeft('Launch Day', 'ar')).toBe(false);
    expect(isRightToLeft('مراجعة IPHONE')).toBe(true);
    expect(isRightToLeft('IPHONE مراجعة')).toBe(false);
    expect(isRightToLeft('मैंने', 'hi')).toBe(false);
    expect(isRightToLeft('ジャングル', 'ja')).toBe(false);
  });

  it('keeps each script’s taller glyphs inside the title box, on lines that do not overlap', () => {
    const { width, height } = resolutionSize('1280 x 720');
    const context = createCanvas(width, height).getContext('2d');
    for (const { title, lang, script } of SAMPLES) {
      const layer = plainTitleLayer(title, lang);
      const layout = measureTitleLayer(context, layer, { width, height });
      const box = layer.position.box;
      expect(layout.bounds.y, script).toBeGreaterThanOrEqual(box.y * height - 1e-6);
      expect(layout.bounds.y + layout.bounds.height, script).toBeLessThanOrEqual(
        (box.y + box.height) * height + 1e-6,
      );
      context.font = `${layout.fontSize}px sans-serif`;
      for (const [above, below] of layout.lines
        .slice(0, -1)
        .map((line, i) => [line, layout.lines[i + 1]])) {
        expect(below!.baseline - above!.baseline, script).toBeGreaterThan(layout.letterHeight);
      }
    }
  });

  it.each([
    {
      lang: 'ja',
      title: 'ジャングルで百日間を過ごしてみた結果がこちら。',
      kept: ['過ごしてみた', '結果がこちら。'],
    },
    { lang: 'ja', title: '火星で100日間生き延びた', kept: ['火星で', '100日間'] },
    { lang: 'zh', title: '我在丛林里度过了100天！', kept: ['丛林', '100天！'] },
  ])(
    'wraps $lang between words, keeping particles, counters and closing marks with their word',
    ({ lang, title, kept }) => {
      const { width, height } = resolutionSize('1280 x 720');
      const context = createCanvas(width, height).getContext('2d');
      const layer = {
        ...plainTitleLayer(title, lang),
        position: {
          ...placeTitle({ vertical: 'top' }),
          box: { x: 0.04, y: 0.05, width: 0.3, height: 0.6 },
        },
      };
      const lines = measureTitleLayer(context, layer, { width, height }).lines.map(
        (line) => line.text,
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('')).toBe(title);
      for (const word of kept)
        expect(
          lines.some((line) => line.includes(word)),
          word,
        ).toBe(true);
      for (const line of lines) expect(line, line).not.toMatch(/^[。！でをがのに]/u);
    },
  );

  it('starts a right-to-left title from the right of a left-aligned box', async () => {
    const { width, height } = resolutionSize('1280 x 720');
    const context = createCanvas(width, height).getContext('2d');
    const position = {
      box: { x: 0.04, y: 0.05, width: 0.9, height: 0.3 },
      align: 'left' as const,
      vertical: 'top' as const,
    };
    const arabic = measureTitleLayer(
      context,
      { ...plainTitleLayer('قضيت يوم', 'ar'), position },
      { width, height },
    );
    const latin = measureTitleLayer(
      context,
      { ...plainTitleLayer('Day One'), position },
      { width, height },
    );
    const boxRight = (position.box.x + position.box.width) * width;
    expect(latin.lines[0]!.x).toBeLessThan(0.1 * width);
    expect(arabic.lines[0]!.x + arabic.lines[0]!.width).toBeGreaterThan(boxRight - 0.05 * width);
  });

  it('composes a thumbnail in every script at the exact size under 2 MB', async () => {
    const { width, height } = resolutionSize('1280 x 720');
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#335577';
    context.fillRect(0, 0, width, height);
    const baseArt = await canvas.encode('png');
    for (const { title, lang } of SAMPLES) {
      const composed = await composeThumbnail({
        baseArt,
        titleLayer: plainTitleLayer(title, lang),
        resolution: '1280 x 720',
      });
      expect([composed.width, composed.height]).toEqual([width, height]);
      expect(composed.jpeg.length).toBeLessThan(2 * 1024 * 1024);
      expect(composed.titleBounds.width).toBeGreaterThan(0);
    }
  });
});
