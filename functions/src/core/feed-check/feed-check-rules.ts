import { LIMITS, type FeedCheck, type FeedCheckId, type Box } from '@thumbforge/contract';
import { DURATION_BADGE_AREA } from '../thumbnails/title/index.js';
import { contrastRatio, type Rgb } from '../colour/colour-math.js';

/** A phone's home feed shows a thumbnail at about this size (issue 15). */
export const FEED_SIZE = { width: 168, height: 94 } as const;
/** Letters shorter than this (cap height, px at feed size) cannot be read on a phone. */
export const MIN_TITLE_CAP_PX = 8;
/** WCAG AA for text: the title against what is behind it. */
export const MIN_TITLE_CONTRAST = 4.5;
/** An outline thinner than this at feed size vanishes, so it cannot carry the contrast. */
export const MIN_OUTLINE_PX = 1;
/** A face shorter than this (px at feed size) no longer reads as a face. */
export const MIN_FACE_PX = 16;
/** A face counts as covered when the title hides more than this share of it. */
export const MAX_FACE_COVERED = 0.05;
/** The thumbnail's edge against the page: below this it melts into the page. */
export const MIN_EDGE_CONTRAST = 1.5;
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
  /** Mean colour of the thumbnail's outer edge. */
  edge: Rgb;
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

/** The title's contrast: the fill against what is behind, or a thick enough outline's. */
export function titleContrast(title: FeedMeasurements['title']): number {
  const fill = contrastRatio(title.fill, title.behind);
  if (title.outlineAtFeed < MIN_OUTLINE_PX) return fill;
  return Math.max(
    fill,
    Math.min(contrastRatio(title.outline, title.behind), contrastRatio(title.fill, title.outline)),
  );
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
    const behindIsLight =
      contrastRatio(title.behind, PAGE_COLOURS.dark) >
      contrastRatio(title.behind, PAGE_COLOURS.light);
    return warn(
      'title-legible',
      `The title's contrast is ${contrast.toFixed(1)}:1 against the art behind it; it needs ${MIN_TITLE_CONTRAST}:1`,
      behindIsLight ? 'make the title black' : 'make the title yellow',
    );
  }
  return pass('title-legible', `The title reads at feed size (${contrast.toFixed(1)}:1 contrast)`);
}

function badgeClear({ title, faces }: FeedMeasurements): FeedCheck {
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

function standsOut(page: 'dark' | 'light', edge: Rgb): FeedCheck {
  const id = page === 'dark' ? 'stands-out-dark' : 'stands-out-light';
  const contrast = contrastRatio(edge, PAGE_COLOURS[page]);
  if (contrast < MIN_EDGE_CONTRAST) {
    return warn(
      id,
      `Its edges melt into YouTube's ${page} page (${contrast.toFixed(2)}:1)`,
      page === 'dark' ? 'add a white border' : 'add a red border',
    );
  }
  return pass(id, `It stands out on YouTube's ${page} page (${contrast.toFixed(1)}:1)`);
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
    standsOut('dark', measured.edge),
    standsOut('light', measured.edge),
    fileSize(measured),
    exactSize(measured),
  ];
}
