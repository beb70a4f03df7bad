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
/**
 * A colour turned to read warm or cool keeps further off: the grade asked with it ("warmer")
 * pulls every hue toward the same side of the wheel.
 */
const TOO_CLOSE_WITH_WARMTH = 55;

/** The subject's own strong colour, as hex, or null when it has none to keep clear of. */
export function strongColour(subject: VividHue | null): string | null {
  return subject && subject.share >= MIN_SUBJECT_SHARE ? subject.colour : null;
}

const hueOfHex = (hex: string) => {
  const { red, green, blue } = hexToRgb(hex);
  return hueOf(red, green, blue);
};

/** What the creator asked of the picture's temperature ("make it warmer", "a warm glow"). */
export type Warmth = 'warmer' | 'cooler';

/**
 * The hues a palette colour may take, in order of preference: the opposite of its own when no
 * temperature was asked, else warm reds and pinks (or cool blues) that read as asked.
 */
function huesFor(hue: number, warmth: Warmth | null): number[] {
  if (warmth === 'warmer') return [345, 330, 0, 15, 55, 315];
  if (warmth === 'cooler') return [210, 190, 230, 250, 175, 270];
  return [(hue + 180) % 360];
}

/** Whether a hue already reads as the temperature asked. */
function readsAs(hue: number, warmth: Warmth | null): boolean {
  if (warmth === 'warmer') return hue >= 330 || hue <= 60;
  if (warmth === 'cooler') return hue >= 170 && hue <= 270;
  return true;
}

/**
 * The scene's colours turned away from those on the subject (its own strong colour, the glow
 * asked round it) and toward the temperature asked: a colour of the palette whose hue is near
 * one of them (an orange wash behind an orange cat, gold rays behind a gold glow), or that reads
 * cold where warmth was asked (or warm where cool was), takes the first hue of its choices that
 * keeps clear of them all (the opposite hue when no temperature was asked), at the same lightness
 * and strength, so the subject and its glow stand off the background. Colours too grey or dark to
 * show a hue stay as they are.
 */
export function paletteAwayFrom(
  palette: ScenePalette,
  colours: readonly string[],
  warmth: Warmth | null = null,
): ScenePalette {
  const hues = colours.map(hueOfHex);
  const distance = warmth ? TOO_CLOSE_WITH_WARMTH : TOO_CLOSE;
  const clear = (hue: number) => hues.every((other) => hueDistance(hue, other) >= distance);
  const away = (hex: string) => {
    const hue = vividHueOfHex(hex);
    if (hue === null || (clear(hue) && readsAs(hue, warmth))) return hex;
    const choices = huesFor(hue, warmth);
    const target = choices.find(clear) ?? choices[0]!;
    return turnHue(hex, target - hue);
  };
  return {
    ...palette,
    accent: away(palette.accent),
    second: away(palette.second),
    deep: away(palette.deep),
  };
}
