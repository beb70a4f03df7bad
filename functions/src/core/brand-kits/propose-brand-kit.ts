import type { Box, BrandKitEvidence, BrandKitProposal, LogoCorner } from '@thumbforge/contract';
import { BRAND_KIT_LIMITS } from '@thumbforge/contract';
import { hexToRgb, saturation as channelSaturation } from '../colour/colour-math.js';
import type { BrandLooks, ThumbnailLook } from '../ports/brand-imaging.port.js';

/** A cluster below this share of all pixels is a detail, not a colour the channel wears. */
const MIN_SHARE = 0.04;
/** Colours closer than this (RGB distance) are one colour to a viewer. */
const SAME_COLOUR = 60;
/** Most colours proposed: a kit has at most four, and three read as a brand. */
const PROPOSED = 3;

function saturation(hex: string): number {
  const { red, green, blue } = hexToRgb(hex);
  return channelSaturation(red, green, blue);
}

function distance(a: string, b: string): number {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return Math.hypot(x.red - y.red, x.green - y.green, x.blue - y.blue);
}

/**
 * The brand's colours among the clusters: the saturated ones that cover a real share of the
 * pixels, biggest first, one of each near pair; neutrals (shadows, skin, sky grey) only when no
 * colour stands out. Always at least one.
 */
function brandColours(colours: BrandLooks['colours']): { colour: string; share: number }[] {
  const big = colours.filter((cluster) => cluster.share >= MIN_SHARE);
  const vivid = big.filter((cluster) => saturation(cluster.colour) >= 0.35);
  const chosen: { colour: string; share: number }[] = [];
  for (const cluster of vivid.length > 0 ? vivid : big.length > 0 ? big : colours.slice(0, 1)) {
    if (chosen.length === PROPOSED) break;
    if (chosen.every((kept) => distance(kept.colour, cluster.colour) >= SAME_COLOUR)) {
      chosen.push(cluster);
    }
  }
  return chosen.slice(0, BRAND_KIT_LIMITS.maxColours);
}

function faceSide(face: Box): 'left' | 'center' | 'right' {
  const centre = face.x + face.width / 2;
  return centre < 0.4 ? 'left' : centre > 0.6 ? 'right' : 'center';
}

function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The corner a logo takes: at the top, away from where the faces usually are. */
function logoCornerFor(side: 'left' | 'center' | 'right' | null): LogoCorner {
  return side === 'left' ? 'top-right' : 'top-left';
}

function facesEvidence(thumbnails: readonly ThumbnailLook[]): BrandKitEvidence['faces'] {
  const biggest = thumbnails.flatMap((look) => look.faces.slice(0, 1));
  return {
    thumbnailsWithFace: biggest.length,
    side: mostCommon(biggest.map(faceSide)),
    height: biggest.length > 0 ? mean(biggest.map((face) => face.height)) : null,
  };
}

/**
 * A brand kit proposed from what past thumbnails show, with the evidence for it. The title
 * treatment follows the thumbnails where their titles could be read (boxed or outlined),
 * outline otherwise; the font cannot be read from pixels, so it is the house face.
 */
export function proposeBrandKit(looks: BrandLooks): {
  proposal: BrandKitProposal;
  evidence: BrandKitEvidence;
} {
  const { thumbnails } = looks;
  const colours = brandColours(looks.colours);
  const boxed = thumbnails.filter((look) => look.title === 'boxed').length;
  const outlined = thumbnails.filter((look) => look.title === 'outlined').length;
  const faces = facesEvidence(thumbnails);
  const brightness = mean(thumbnails.map((look) => look.brightness));
  const saturationMean = mean(thumbnails.map((look) => look.saturation));
  const notes = [
    `Read ${thumbnails.length} thumbnails: ${colours
      .map((c) => `${c.colour} covers ${percent(c.share)}`)
      .join(', ')} of their pixels.`,
    `Brightness ${percent(brightness)}, saturation ${percent(saturationMean)}.`,
    faces.thumbnailsWithFace > 0
      ? `${faces.thumbnailsWithFace} of ${thumbnails.length} show a face, mostly ${
          faces.side === 'center' ? 'in the middle' : `on the ${faces.side}`
        }, ${percent(faces.height ?? 0)} of the height.`
      : 'No faces found.',
    boxed + outlined > 0
      ? `Titles: ${boxed} boxed, ${outlined} outlined.`
      : 'The titles could not be measured.',
  ];
  return {
    proposal: {
      colours: colours.map((c) => c.colour),
      font: 'anton',
      titleStyle: boxed > outlined ? 'box' : 'outline',
      logoCorner: logoCornerFor(faces.side),
    },
    evidence: {
      thumbnails: thumbnails.length,
      colourShares: colours,
      brightness,
      saturation: saturationMean,
      faces,
      titles: { boxed, outlined },
      notes,
    },
  };
}
