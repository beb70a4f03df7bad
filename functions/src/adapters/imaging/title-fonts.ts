import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import type { TitleFont } from '@thumbforge/contract';

const require = createRequire(import.meta.url);

// Fonts come from npm packages, never from the machine, so every host renders the same title.
const FONT_FILES: Record<TitleFont, { family: string; file: string; capHeight: number }> = {
  anton: {
    family: 'ThumbForge Anton',
    file: '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
    capHeight: 0.87,
  },
};

let registered = false;

function registerTitleFonts(): void {
  if (registered) return;
  for (const { family, file } of Object.values(FONT_FILES)) {
    GlobalFonts.registerFromPath(require.resolve(file), family);
  }
  registered = true;
}

/** The CSS font of a title font at a pixel size; registers the fonts on first use. */
export function titleFont(font: TitleFont, sizePx: number): string {
  registerTitleFonts();
  return `${sizePx.toFixed(1)}px "${FONT_FILES[font].family}"`;
}

/** Height of a capital letter as a fraction of the font size (titles are set in capitals). */
export function capHeight(font: TitleFont): number {
  return FONT_FILES[font].capHeight;
}
