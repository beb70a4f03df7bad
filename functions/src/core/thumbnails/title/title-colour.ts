import type { TitleLayer } from '@thumbforge/contract';
import { contrastRatio, hexToRgb, type Rgb } from '../../colour/colour-math.js';

/*
 * A title's letters stand off both what they sit on and the subject beside them: no yellow title
 * on an orange suit, no red title by a red cup. The planned colour stays when it already does.
 */

/** Far enough apart, in `apart` units, for letters to read at a glance. */
const STANDS_OFF = 160;
/** Title colours creators use, bright ones first, then black for light grounds. */
const CANDIDATES = ['#ffffff', '#ffe600', '#00e5ff', '#39ff6a', '#ff4fb0', '#ff2a2a', '#111111'];
/** The least contrast between letters and their outline, so the outline still edges them. */
const OUTLINED = 3;

/** How different two colours look, hue and brightness together (a red-weighted RGB distance). */
function apart(a: Rgb, b: Rgb): number {
  const redMean = (a.red + b.red) / 2;
  const red = a.red - b.red;
  const green = a.green - b.green;
  const blue = a.blue - b.blue;
  return (
    Math.sqrt(
      (2 + redMean / 256) * red * red +
        4 * green * green +
        (2 + (255 - redMean) / 256) * blue * blue,
    ) / 3
  );
}

/** How far a colour stands off the nearest of `grounds`. */
function standing(colour: string, grounds: readonly Rgb[]): number {
  const rgb = hexToRgb(colour);
  return Math.min(...grounds.map((ground) => apart(rgb, ground)));
}

/**
 * The title with letters that stand off every colour in `grounds` (what is under the title and
 * the subject beside it, #rrggbb): as planned when they already do, else the candidate that
 * stands off them most and still reads against its outline. A title on a band keeps its colours,
 * which were chosen against the band.
 */
export function titleStandingOff(layer: TitleLayer, grounds: readonly string[]): TitleLayer {
  const { style } = layer;
  if (grounds.length === 0 || style.band) return layer;
  const rgb = grounds.map(hexToRgb);
  const planned = standing(style.fill, rgb);
  if (planned >= STANDS_OFF) return layer;
  const outline = hexToRgb(style.outline);
  const [best] = CANDIDATES.filter(
    (colour) => contrastRatio(hexToRgb(colour), outline) >= OUTLINED,
  ).sort((a, b) => standing(b, rgb) - standing(a, rgb));
  if (!best || standing(best, rgb) <= planned) return layer;
  return { ...layer, style: { ...style, fill: best } };
}
