import { LIMITS, type FeedCheck, type FeedCheckId, type Box } from '@thumbforge/contract';
import { DURATION_BADGE_AREA } from '../thumbnails/title/index.js';
import {
  contrastRatio,
  luminanceContrast,
  relativeLuminance,
  type Rgb,
} from '../colour/colour-math.js';
import { likenessCheck } from './likeness-rule.js';

/** A phone's home feed shows a thumbnail at about this size (issue 15). */
export const FEED_SIZE = { width: 168, height: 94 } as const;
/** Letters shorter than this (cap height, px at feed size) cannot be read on a phone. */
export const MIN_TITLE_CAP_PX = 8;
/** WCAG AA for text: the title against what is behind it. */
export const MIN_TITLE_CONTRAST = 4.5;
/**
 * An outline this wide (CSS px at feed size) still shows: phones draw 2 to 3 device pixels per CSS
 * pixel, so it is at least one device pixel. Thinner, it vanishes and cannot carry the contrast.
 */
export const MIN_OUTLINE_PX = 0.5;
/** A face shorter than this (px at feed size) no longer reads as a face. */
export const MIN_FACE_PX = 16;
/** A face counts as covered when the title hides more than this share of it. */
const MAX_FACE_COVERED = 0.05;
/** What sets a part of the thumbnail apart from the page: WCAG's 3:1 for graphics (1.4.11). */
export const MIN_STANDOUT_CONTRAST = 3;
/**
 * The share of the thumbnail (at feed size) that must stand apart from the page for the thumbnail
 * to stand out. A dark thumbnail whose face and title make a sixth of it still catches the eye on
 * the dark page; one of near-black art and a thin title does not (measured on the render gallery).
 */
export const MIN_STANDOUT_SHARE = 0.15;
/** The luminance histogram's bands (`FeedMeasurements.luminance`). */
export const LUMINANCE_BANDS = 50;
export const PAGE_COLOURS = {
  dark: { red: 0x0f, green: 0x0f, blue: 0x0f },
  light: { red: 0xff, green: 0xff, blue: 0xff },
} as const satisfies Record<string, Rgb>;

/** What the imaging adapter measured on a stored thumbnail; the rules below judge it. */
export interface FeedMeasurements {
  file: { bytes: number; type: 'jpeg' | 'png' | 'webp' | null; width: number; height: number };
  expected: { width: number; height: number };
  title: {
    /** Where the title paints, as fractions of the thumbnail. */
    bounds: Box;
    /** Height of a capital letter, px, with the thumbnail shown at feed size. */
    capHeightAtFeed: number;
    /** Outline width, px at feed size. */
    outlineAtFeed: number;
    fill: Rgb;
    outline: Rgb;
    /** The band's colour, or the mean colour of the art under the title. */
    behind: Rgb;
  };
  /** The faces in the art, as fractions of the thumbnail. */
  faces: Box[];
  /** Where the brand kit's logo is drawn, as fractions of the thumbnail; absent without one. */
  logo?: Box;
  /**
   * For each face of the creator's photo, how alike its closest face in the art is (0 to 1);
   * [] when the photo shows no face, null when it was not measured.
   */
  likeness: number[] | null;
  /**
   * The thumbnail as the feed shows it (FEED_SIZE): the share of its pixels in each of
   * LUMINANCE_BANDS equal bands of relative luminance, darkest first; the shares add up to 1.
   */
  luminance: number[];
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function inBadgeCorner(box: Box): boolean {
  return box.x + box.width > DURATION_BADGE_AREA.x && box.y + box.height > DURATION_BADGE_AREA.y;
}

const pass = (id: FeedCheckId, message: string): FeedCheck => ({ id, status: 'pass', message });
const warn = (id: FeedCheckId, message: string, fix?: string): FeedCheck => ({
  id,
  status: 'warn',
  message,
  ...(fix ? { fix } : {}),
});

/**
 * What the eye reads the letters against: their own outline when it shows at feed size, whatever
 * the art does behind it; otherwise their band, or the art.
 */
function letterGround(title: FeedMeasurements['title']): Rgb {
  return title.outlineAtFeed >= MIN_OUTLINE_PX ? title.outline : title.behind;
}

export function titleContrast(title: FeedMeasurements['title']): number {
  return contrastRatio(title.fill, letterGround(title));
}

function titleLegible({ title }: FeedMeasurements): FeedCheck {
  const cap = title.capHeightAtFeed;
  if (cap < MIN_TITLE_CAP_PX) {
    return warn(
      'title-legible',
      `The title's letters are ${cap.toFixed(1)} px tall in the feed; at least ${MIN_TITLE_CAP_PX} px reads on a phone`,
      'make the title bigger',
    );
  }
  const contrast = titleContrast(title);
  if (contrast < MIN_TITLE_CONTRAST) {
    const ground = letterGround(title);
    const groundIsLight =
      contrastRatio(ground, PAGE_COLOURS.dark) > contrastRatio(ground, PAGE_COLOURS.light);
    const against = ground === title.outline ? 'its outline' : 'what is behind it';
    return warn(
      'title-legible',
      `The title's contrast is ${contrast.toFixed(1)}:1 against ${against}; it needs ${MIN_TITLE_CONTRAST}:1`,
      groundIsLight ? 'make the title black' : 'make the title yellow',
    );
  }
  return pass('title-legible', `The title reads at feed size (${contrast.toFixed(1)}:1 contrast)`);
}

function badgeClear({ title, faces, logo }: FeedMeasurements): FeedCheck {
  if (inBadgeCorner(title.bounds)) {
    return warn(
      'badge-clear',
      'The video length badge covers part of the title',
      'move the title to the top',
    );
  }
  if (faces.some(inBadgeCorner)) {
    return warn('badge-clear', 'The video length badge covers part of a face', 'swap sides');
  }
  if (logo && inBadgeCorner(logo)) {
    // The corner is the brand kit's choice, changed in the kit rather than by an edit.
    return warn('badge-clear', 'The video length badge covers your logo: pick another corner');
  }
  return pass('badge-clear', 'The title and faces stay clear of the video length badge');
}

function facesClear({ title, faces }: FeedMeasurements): FeedCheck {
  if (faces.length === 0) return pass('faces-clear', 'No face to keep clear');
  const covered = faces.some(
    (face) => overlapArea(face, title.bounds) > MAX_FACE_COVERED * face.width * face.height,
  );
  return covered
    ? warn('faces-clear', 'The title covers a face', 'move the title off her face')
    : pass('faces-clear', 'The title leaves every face uncovered');
}

function faceSize({ faces }: FeedMeasurements): FeedCheck {
  if (faces.length === 0) return pass('face-size', 'No face to read at feed size');
  const tallest = Math.max(...faces.map((face) => face.height * FEED_SIZE.height));
  return tallest < MIN_FACE_PX
    ? warn(
        'face-size',
        `The face is ${tallest.toFixed(0)} px tall in the feed; at least ${MIN_FACE_PX} px reads as a face`,
        'zoom in on her face',
      )
    : pass('face-size', `The face is ${tallest.toFixed(0)} px tall in the feed`);
}

/** The share of the thumbnail at feed size that stands 3:1 apart from the page's colour. */
export function shareApartFrom(page: Rgb, luminance: readonly number[]): number {
  const pageLuminance = relativeLuminance(page);
  return luminance.reduce((sum, share, band) => {
    const middle = (band + 0.5) / luminance.length;
    return luminanceContrast(middle, pageLuminance) >= MIN_STANDOUT_CONTRAST ? sum + share : sum;
  }, 0);
}

function standsOut(page: 'dark' | 'light', luminance: readonly number[]): FeedCheck {
  const id = page === 'dark' ? 'stands-out-dark' : 'stands-out-light';
  const percent = Math.round(100 * shareApartFrom(PAGE_COLOURS[page], luminance));
  if (percent < 100 * MIN_STANDOUT_SHARE) {
    return warn(
      id,
      `Only ${percent}% of it stands apart from YouTube's ${page} page; it melts into the feed`,
      // A creator brightens a dark picture or darkens a pale one; a border is a last resort.
      page === 'dark' ? 'make it brighter' : 'make it darker',
    );
  }
  return pass(id, `It stands out on YouTube's ${page} page (${percent}% of it stands apart)`);
}

function fileSize({ file }: FeedMeasurements): FeedCheck {
  const size = `${Math.round(file.bytes / 1024)} KB`;
  if (file.type !== 'jpeg') return warn('file-size', `It is not a JPEG (${size})`);
  return file.bytes < LIMITS.outputMaxBytes
    ? pass('file-size', `A JPEG of ${size}, under YouTube's 2 MB`)
    : warn('file-size', `A JPEG of ${size}, over YouTube's 2 MB`);
}

function exactSize({ file, expected }: FeedMeasurements): FeedCheck {
  const actual = `${file.width}x${file.height}`;
  return file.width === expected.width && file.height === expected.height
    ? pass('exact-size', `Exactly ${actual}, the size you chose`)
    : warn('exact-size', `It is ${actual}, not the ${expected.width}x${expected.height} you chose`);
}

/** The feed check (issue 15): every id once, in `FEED_CHECK_IDS` order. */
export function feedChecks(measured: FeedMeasurements): FeedCheck[] {
  return [
    titleLegible(measured),
    badgeClear(measured),
    facesClear(measured),
    faceSize(measured),
    likenessCheck(measured.likeness),
    standsOut('dark', measured.luminance),
    standsOut('light', measured.luminance),
    fileSize(measured),
    exactSize(measured),
  ];
}
