import { hueDistance, turnHue, vividHueOfHex, type VividHue } from '../../colour/vivid-hue.js';
import type { ScenePalette } from './cutout-arrangement.js';

/** A subject with at least this share of vivid pixels has a colour of its own to keep clear of. */
const MIN_SUBJECT_SHARE = 0.15;
/** A palette colour closer in hue than this to the subject's repeats it. */
const TOO_CLOSE = 40;

/** The subject's own strong colour, as hex, or null when it has none to keep clear of. */
export function strongColour(subject: VividHue | null): string | null {
  return subject && subject.share >= MIN_SUBJECT_SHARE ? subject.colour : null;
}

/**
 * The scene's colours turned away from the subject's own: a colour of the palette whose hue is
 * near the subject's (an orange wash behind an orange cat, red rays behind a red cup) takes the
 * opposite hue, at the same lightness and strength, so the subject stands off its background.
 * A subject with no strong colour (skin, greys) keeps the palette as it is.
 */
export function paletteAgainstSubject(
  palette: ScenePalette,
  subject: VividHue | null,
): ScenePalette {
  if (!subject || strongColour(subject) === null) return palette;
  const away = (hex: string) => {
    const hue = vividHueOfHex(hex);
    return hue !== null && hueDistance(hue, subject.hue) < TOO_CLOSE ? turnHue(hex, 180) : hex;
  };
  return {
    ...palette,
    accent: away(palette.accent),
    second: away(palette.second),
    deep: away(palette.deep),
  };
}
