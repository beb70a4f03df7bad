import { hexToRgb } from '../../colour/colour-math.js';
import {
  hueDistance,
  hueOf,
  turnHue,
  vividHueOfHex,
  type VividHue,
} from '../../colour/vivid-hue.js';
import type { ScenePalette } from './cutout-arrangement.js';

/** A subject with at least this share of vivid pixels has a colour of its own to keep clear of. */
const MIN_SUBJECT_SHARE = 0.15;
/** A palette colour closer in hue than this to a colour kept clear of repeats it. */
const TOO_CLOSE = 40;

/** The subject's own strong colour, as hex, or null when it has none to keep clear of. */
export function strongColour(subject: VividHue | null): string | null {
  return subject && subject.share >= MIN_SUBJECT_SHARE ? subject.colour : null;
}

const hueOfHex = (hex: string) => {
  const { red, green, blue } = hexToRgb(hex);
  return hueOf(red, green, blue);
};

/**
 * The scene's colours turned away from those on the subject (its own strong colour, the glow
 * asked round it): a colour of the palette whose hue is near one of them (an orange wash behind
 * an orange cat, gold rays behind a gold glow) takes the opposite hue, at the same lightness and
 * strength, so the subject and its glow stand off the background. Colours too grey or dark to
 * show a hue stay as they are.
 */
export function paletteAwayFrom(palette: ScenePalette, colours: readonly string[]): ScenePalette {
  const hues = colours.map(hueOfHex);
  const away = (hex: string) => {
    const hue = vividHueOfHex(hex);
    const near = hue !== null && hues.some((other) => hueDistance(hue, other) < TOO_CLOSE);
    return near ? turnHue(hex, 180) : hex;
  };
  return {
    ...palette,
    accent: away(palette.accent),
    second: away(palette.second),
    deep: away(palette.deep),
  };
}
