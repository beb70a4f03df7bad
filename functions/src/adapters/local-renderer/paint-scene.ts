import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';
import type { DetectedFace, SubjectMask } from '../vision/analysis-protocol.js';
import { facelessPeople } from '../vision/faceless-people.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { decodeImage } from '../imaging/decode-image.js';
import { withAlpha } from '../../core/colour/colour-math.js';
import type { FadedCut } from '../../core/quality/index.js';
import { GENRE_SHOWS } from '../../core/thumbnails/layout/index.js';
import { paintBackground } from './backgrounds.js';
import { applyColourGrade, MOOD_GRADES, subjectGrade, subjectLuma } from './colour-grade.js';
import {
  fadeCuts,
  photoEdgesCutting,
  visibleCuts,
  NARROW_TOP_CUT,
  sideCutsFrom,
  topCutWidth,
  type PhotoEdge,
  type SideCuts,
} from './cut-edges.js';
import { keptArea, peopleKept } from './people-kept.js';
import { photoPanel, showsAsPanel } from './photo-panel.js';
import type { Scene } from './scene.js';
import type { OtherSource } from './scene-chunk.js';

/** Where the subject lands: photo pixel (px, py) is drawn at (x + px * scale, y + py * scale). */
export interface Placement {
  x: number;
  y: number;
  scale: number;
}

export interface PaintedScene {
  canvas: Canvas;
  /**
   * The faces as drawn, as fractions of the thumbnail (clipped to it), the biggest first; for a
   * subject with no face found, where its head most likely is.
   */
  faces: Box[];
  /** Whether `faces` holds faces the model found, rather than the guess of a head. */
  faceFound: boolean;
  /** How many of the faces kept the frame cuts (none, by design). */
  facesCut: number;
  /** The visible part of the subject, in pixels. */
  subject: Box;
  /** The cut-out layer as drawn, before its outline and glow: its alpha is the subject's mask. */
  cutout: Canvas;
  /**
   * Where the part of the photo the cut-out comes from is drawn (all of it, or one person's share),
   * in pixels, past the canvas where it overflows: its sides cut the subject as the photo's edges do.
   */
  photo: Box;
  /** The cuts the subjects fade in from inside the frame (cut-edges.ts). */
  fades: FadedCut[];
}

/** Mask edges from a 320px map are soft; this curve firms them without jagging them. */
export function maskCanvas(mask: SubjectMask): Canvas {
  const canvas = createCanvas(mask.size, mask.size);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(mask.size, mask.size);
  for (let y = 0; y < mask.size; y += 1) {
    for (let x = 0; x < mask.size; x += 1) {
      const source = y * mask.size + x;
      const value = ((mask.alpha[source] as number) - 128) * 2.2 + 128;
      pixels.data[(y * mask.size + x) * 4 + 3] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas;
}

/** A mask keeping all of the photo it is stretched over: a panel's, before its blend. */
const WHOLE_PHOTO = (() => {
  const canvas = createCanvas(1, 1);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1, 1);
  return canvas;
})();

const biggestFirst = (a: DetectedFace, b: DetectedFace) =>
  b.box.width * b.box.height - a.box.width * a.box.height;

/** A centred subject leaves the top third to the title band above it. */
const CENTRED_HEIGHT = 0.6;
/**
 * A faceless close-up the photo cuts at top and bottom (a cat's head filling the picture) is all
 * head. Beside a title it fills the frame's height, its cuts on the frame's edges, unless that
 * makes it too wide to leave the title its side; under a title band it would leave the band no
 * room without a face under it, so it is drawn this much of the height. Either way, drawn
 * shorter than the frame it stands on the bottom edge, its top cut faded in (cut-edges.ts).
 */
const BANDED_CLOSE_UP_HEIGHT = 0.62;
/**
 * Never a stamp, whatever the layout, prompt or "zoom out": the subject keeps most of the
 * frame's height and its face stays big enough to read an expression on a phone.
 */
const MIN_SUBJECT_HEIGHT = 0.6;
const MIN_FACE_HEIGHT = 0.22;
/** How much closer a close-up is than the same photo standing in its layout, at the least. */
const CLOSE_UP_GAIN = 1.45;
/** Where a face under a title band starts at the highest: the band and its margin above it. */
const FACE_TOP_UNDER_BAND = 0.4;

/** The lowest a face's bottom sinks to hide a cut under the frame: faces stay up in the picture. */
const FACE_SINKS_TO = 0.72;
/** How far every face kept stays from the frame's edges, against the frame's height. */
const FACE_MARGIN = 0.04;
/** How far a head's hair reaches above its face box, against the face's height. */
const HAIR_ABOVE_FACE = 0.3;

/** The smallest box holding all of `boxes`. */
function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Where and how big the subject goes. It stands on the frame's bottom edge when the photo cuts
 * it there, is never smaller than most of the frame's height (no stamps), and its face, when it
 * has one, always lies wholly inside the frame.
 */
function place(
  scene: Scene,
  photo: { width: number; height: number },
  subject: Box,
  faces: readonly Box[],
  size: { width: number; height: number },
  facelessCloseUp: boolean,
  edges: Record<PhotoEdge, boolean>,
  sideCuts: SideCuts,
): Placement {
  const { width, height } = size;
  const [face = null] = faces;
  // Everyone kept stays whole in the frame: the close-up is framed on the group, not one face.
  const group = faces.length > 0 ? union(faces) : null;
  const sub = {
    x: subject.x * photo.width,
    y: subject.y * photo.height,
    width: subject.width * photo.width,
    height: subject.height * photo.height,
  };
  // Zooming into a faceless close-up would put the title on its face: it keeps its room.
  const closeUp = (scene.layout === 'big-face' || scene.faceZoom) && !facelessCloseUp;
  const centred = scene.layout === 'cutout-center';
  const banded = centred || scene.layout === 'split';
  const maxWidth = width * (centred ? 0.9 : scene.layout === 'split' ? 0.5 : 0.62);
  const side = scene.side === 'right' ? 1 : -1;
  // A subject the photo cuts at top and bottom fills the frame's height, however wide, unless
  // it is all head.
  const standing =
    facelessCloseUp && banded
      ? (height * BANDED_CLOSE_UP_HEIGHT) / sub.height
      : facelessCloseUp
        ? Math.min(height / sub.height, maxWidth / sub.width)
        : edges.top && edges.bottom
          ? height / sub.height
          : Math.min(
              (height * (centred ? CENTRED_HEIGHT : 0.94)) / sub.height,
              maxWidth / sub.width,
            );
  let scale: number;
  let anchorX: number;
  let anchorY: number;
  if (closeUp && face && group) {
    // A close-up is visibly closer than the same photo standing, even where its face was big.
    scale = Math.max(
      (height * (scene.layout === 'big-face' ? 0.5 : 0.46)) / (face.height * photo.height),
      standing * CLOSE_UP_GAIN,
    );
    anchorX = (group.x + group.width / 2) * photo.width;
    anchorY = (group.y + group.height / 2) * photo.height;
  } else if (closeUp) {
    scale = (height * 1.15) / sub.height;
    anchorX = sub.x + sub.width / 2;
    anchorY = sub.y + sub.height * 0.45;
  } else {
    scale = standing;
    anchorX = sub.x + sub.width / 2;
    anchorY = sub.y + sub.height / 2;
  }
  // A group, an outfit or a body is shown whole: its faces are as big as that leaves them.
  const whole = !closeUp && (faces.length > 1 || GENRE_SHOWS[scene.genre] === 'body');
  // A group is never drawn closer than whole: the frame would cut the people at its ends.
  const zoom = whole && faces.length > 1 ? Math.min(1, scene.zoom) : scene.zoom;
  scale = Math.max(
    scale * zoom,
    (height * MIN_SUBJECT_HEIGHT) / sub.height,
    face && !whole ? (height * MIN_FACE_HEIGHT) / (face.height * photo.height) : 0,
  );
  const margin = height * FACE_MARGIN;
  const room = scene.layout === 'split' ? width / 2 : width;
  if (whole && faces.length > 1) scale = Math.min(scale, (room - 2 * margin) / sub.width);
  if (group) {
    scale = Math.min(
      scale,
      (room - 2 * margin) / (group.width * photo.width),
      (height - 2 * margin) / (group.height * photo.height),
    );
  }
  const centreX = centred ? width / 2 : width / 2 + side * width * (closeUp ? 0.2 : 0.22);
  let x = centreX - anchorX * scale;
  let y = (closeUp ? height * 0.48 : height / 2) - anchorY * scale;
  if (!closeUp) {
    // Standing on the bottom edge: a subject the photo cuts at its bottom never floats.
    const bottom = (sub.y + sub.height) * scale + y;
    if (edges.bottom || bottom > height) y += height - bottom;
    else y += (height - bottom) * 0.5;
    // Under a title band (a centred subject's, a split's) a face big enough to read sinks
    // below it: the frame cuts the body, not the face, and the band keeps its room.
    if (group && banded) {
      const faceTop = y + group.y * photo.height * scale;
      if (faceTop < height * FACE_TOP_UNDER_BAND) y += height * FACE_TOP_UNDER_BAND - faceTop;
    }
    // A straight cut side sits on the frame's edge, never in the middle of the picture.
    if (edges.left && !edges.right && (centred || scene.side === 'left')) x = -sub.x * scale;
    if (edges.right && !edges.left && (centred || scene.side === 'right')) {
      x = width - (sub.x + sub.width) * scale;
    }
    // Cut on both sides and narrower than the frame: the cut on the subject's own side sits on
    // the frame's edge, and only the other one, facing the title, is left to fade in.
    if (edges.left && edges.right && !centred && sub.width * scale < width) {
      x = scene.side === 'right' ? width - (sub.x + sub.width) * scale : -sub.x * scale;
    }
    // A side the photo shows whole is not cut by the frame either, when the subject fits.
    if (sub.width * scale <= width) {
      const left = x + sub.x * scale;
      const right = left + sub.width * scale;
      if (right > width && !edges.right) x -= right - width;
      else if (left < 0 && !edges.left) x -= left;
    }
  }
  if (closeUp && group) x += ownCutToEdge(x, scale, scene.side, edges, sub, group, photo, size);
  if (group) {
    // On a split, the faces keep to their own half.
    const leftEdge = (scene.layout === 'split' ? width / 2 : 0) + margin;
    const left = x + group.x * photo.width * scale;
    const right = left + group.width * photo.width * scale;
    const top = y + group.y * photo.height * scale;
    const bottom = top + group.height * photo.height * scale;
    // The hair above the brow is the head's too: the frame never cuts it, as it never cuts a face.
    const hair = (face?.height ?? 0) * photo.height * scale * HAIR_ABOVE_FACE;
    if (left < leftEdge) x += leftEdge - left;
    else if (right > width - margin) x -= right - (width - margin);
    if (top - hair < margin) {
      y += Math.max(margin - top, Math.min(margin + hair - top, height - margin - bottom));
    } else if (bottom > height - margin) y -= bottom - (height - margin);
    y += sinkUnderCuts({ x, y, scale }, photo, sub, size, sideCuts, {
      faces: Math.min(height - margin, height * FACE_SINKS_TO) - bottom,
      top: edges.top ? -(y + sub.y * scale) : Number.POSITIVE_INFINITY,
    });
  }
  return { x, y, scale };
}

/**
 * How far a close-up moves sideways so the photo's cut on the subject's own side (a neighbour's
 * share of a group ending at the kept person's shoulder) runs off the frame's edge rather than
 * down the picture, as far as its faces stay in the frame.
 */
function ownCutToEdge(
  x: number,
  scale: number,
  side: Scene['side'],
  edges: Record<PhotoEdge, boolean>,
  sub: Box,
  group: Box,
  photo: { width: number; height: number },
  size: { width: number; height: number },
): number {
  const margin = size.height * FACE_MARGIN;
  if (side === 'right' && edges.right) {
    const cut = x + (sub.x + sub.width) * scale;
    const faceRight = x + (group.x + group.width) * photo.width * scale;
    return Math.max(0, Math.min(size.width - cut, size.width - margin - faceRight));
  }
  if (side === 'left' && edges.left) {
    const cut = x + sub.x * scale;
    const faceLeft = x + group.x * photo.width * scale;
    return -Math.max(0, Math.min(cut, faceLeft - margin));
  }
  return 0;
}

/** The rows of the thumbnail each side cut begins at, as the subject is drawn. */
function cutRows(cuts: SideCuts, photo: { height: number }, at: Placement) {
  const row = (from: number | null) =>
    from === null ? null : at.y + from * photo.height * at.scale;
  return { left: row(cuts.left), right: row(cuts.right) };
}

/**
 * How far down the subject sinks so each side cut it shows inside the frame begins under the
 * frame's bottom, where it is hidden, when `room` lets it (its faces stay up in the picture, and
 * a cut at its top stays above the frame): a shirt cut off where the photo ended then runs out of the
 * frame's bottom, as in a photo, rather than ending in a straight line mid-picture.
 */
function sinkUnderCuts(
  at: Placement,
  photo: { width: number; height: number },
  sub: Box,
  size: { width: number; height: number },
  sideCuts: SideCuts,
  room: { faces: number; top: number },
): number {
  const inside = {
    left: at.x + sub.x * at.scale > 0.5,
    right: at.x + (sub.x + sub.width) * at.scale < size.width - 0.5,
  };
  let need = 0;
  for (const side of ['left', 'right'] as const) {
    const from = sideCuts[side];
    if (from === null || !inside[side]) continue;
    need = Math.max(need, size.height - (at.y + from * photo.height * at.scale));
  }
  // Sinking part of the way would only lower the faces: the cut's fade shows either way.
  return need > 0 && need <= Math.min(room.faces, room.top) ? need : 0;
}

export function cutOut(photo: Image | Canvas, mask: Canvas, at: Placement, size: Box): Canvas {
  const layer = createCanvas(size.width, size.height);
  const context = layer.getContext('2d');
  const drawn = [at.x, at.y, photo.width * at.scale, photo.height * at.scale] as const;
  context.drawImage(photo, ...drawn);
  context.globalCompositeOperation = 'destination-in';
  context.drawImage(mask, ...drawn);
  return layer;
}

export function silhouette(subject: Canvas, colour: string): Canvas {
  const shape = createCanvas(subject.width, subject.height);
  const context = shape.getContext('2d');
  context.drawImage(subject, 0, 0);
  context.globalCompositeOperation = 'source-in';
  context.fillStyle = colour;
  context.fillRect(0, 0, shape.width, shape.height);
  return shape;
}

/**
 * A soft halo of a silhouette: blurred at a quarter of the size and scaled back up, which looks
 * the same for a blur this wide and costs a sixteenth of the work.
 */
export function drawHalo(
  context: SKRSContext2D,
  shape: Canvas,
  blur: number,
  strength: number,
): void {
  const small = createCanvas(Math.ceil(shape.width / 4), Math.ceil(shape.height / 4));
  const smallContext = small.getContext('2d');
  smallContext.filter = `blur(${Math.max(1, Math.round(blur / 4))}px)`;
  smallContext.drawImage(shape, 0, 0, small.width, small.height);
  for (let i = 0; i < strength; i += 1) {
    context.drawImage(small, 0, 0, shape.width, shape.height);
  }
}

/**
 * The cut-out with its glow (a blurred halo) and outline (the shape grown by a ring of copies).
 * Where the subject fades in at a cut of the photo, its glow and outline fade with it: a ring of
 * copies of a faint edge adds up to a solid line, which would draw the cut back in.
 */
function drawCutOut(
  context: SKRSContext2D,
  subject: Canvas,
  scene: Scene,
  height: number,
  fades: readonly FadedCut[],
): void {
  const under = fades.length > 0 ? createCanvas(subject.width, subject.height) : null;
  const target = under ? under.getContext('2d') : context;
  // A panel's blend is no cut to hide: its glow lights the seam, as a rim light would.
  const glowOn = fades.every((fade) => fade.blend) ? context : target;
  if (scene.glow) drawHalo(glowOn, silhouette(subject, scene.glow), height * 0.06, 2);
  if (scene.outline) {
    const ring = silhouette(subject, scene.outline);
    const radius = height * 0.011;
    for (let i = 0; i < 12; i += 1) {
      const angle = (i / 12) * Math.PI * 2;
      target.drawImage(ring, Math.cos(angle) * radius, Math.sin(angle) * radius);
    }
  } else {
    drawHalo(target, silhouette(subject, '#000000'), height * 0.03, 1);
  }
  if (under) {
    fadeCuts(under, fades);
    context.drawImage(under, 0, 0);
  }
  context.drawImage(subject, 0, 0);
}

/**
 * Where a subject with no face the face model knows (a cat, a product) most likely has its
 * focal point: the middle of its upper part, or for a close-up the photo cuts at top and bottom,
 * nearly all of it (its eyes to its chin). The title keeps clear of it as of a face.
 */
function headOf(
  subject: Box,
  size: { width: number; height: number },
  facelessCloseUp: boolean,
): Box {
  if (facelessCloseUp) {
    return {
      x: (subject.x + subject.width * 0.04) / size.width,
      y: subject.y / size.height,
      width: (subject.width * 0.92) / size.width,
      height: subject.height / size.height,
    };
  }
  const width = (subject.width * 0.6) / size.width;
  const height = Math.min(subject.height * 0.5, size.height * 0.6) / size.height;
  return {
    x: (subject.x + subject.width * 0.2) / size.width,
    y: Math.max(0, subject.y / size.height + 0.04),
    width,
    height,
  };
}

/** Each face as drawn, clipped to the frame (null when wholly outside it), and whether whole. */
function facesPlaced(
  faces: readonly Box[],
  at: Placement,
  photo: { width: number; height: number },
  size: { width: number; height: number },
): { box: Box | null; whole: boolean }[] {
  return faces.map((box) => {
    const x = (at.x + box.x * photo.width * at.scale) / size.width;
    const y = (at.y + box.y * photo.height * at.scale) / size.height;
    const right = x + (box.width * photo.width * at.scale) / size.width;
    const bottom = y + (box.height * photo.height * at.scale) / size.height;
    const clipped = {
      x: Math.max(0, x),
      y: Math.max(0, y),
      width: Math.min(1, right) - Math.max(0, x),
      height: Math.min(1, bottom) - Math.max(0, y),
    };
    const whole = x >= 0 && y >= 0 && right <= 1 && bottom <= 1;
    return { box: clipped.width > 0 && clipped.height > 0 ? clipped : null, whole };
  });
}

/** The faces as drawn, as fractions of the frame, clipped to it; those wholly outside left out. */
export function facesDrawn(
  faces: DetectedFace[],
  at: Placement,
  photo: { width: number; height: number },
  size: { width: number; height: number },
): Box[] {
  return facesPlaced(
    faces.map((face) => face.box),
    at,
    photo,
    size,
  ).flatMap((face) => (face.box ? [face.box] : []));
}

/** Where a box of the photo (in fractions of it) lands on the canvas when the photo is drawn at `at`. */
function rectDrawn(
  box: Box,
  photo: { width: number; height: number },
  at: { x: number; y: number; scale: number },
): Box {
  return {
    x: at.x + box.x * photo.width * at.scale,
    y: at.y + box.y * photo.height * at.scale,
    width: box.width * photo.width * at.scale,
    height: box.height * photo.height * at.scale,
  };
}

/** The creator's second photo: the other side of a versus, or the "before" of a before/after. */
export interface OtherSubject {
  photo: Image | Canvas;
  /** Its subject and faces; null when the models found none (the photo is framed instead). */
  analysis: PhotoAnalysis | null;
}

/** The second photo as its scene source carries it, decoded to draw. */
export function decodedOther(other: OtherSource): OtherSubject {
  return { photo: decodeImage(other.photo), analysis: other.analysis };
}

/**
 * The other photo's subject cut out where the creator's stands in the right half, moved to the
 * left half, so the two sides match in size and height; its faces as drawn.
 */
function drawOtherCutOut(
  context: SKRSContext2D,
  other: OtherSubject & { analysis: PhotoAnalysis },
  scene: Scene,
  size: Box,
): OtherSide {
  const { photo, analysis } = other;
  const faces = [...analysis.faces].sort(biggestFirst);
  const edges = photoEdgesCutting(analysis.subjectBox);
  const right: Scene = { ...scene, side: 'right' };
  const facelessCloseUp = faces.length === 0 && edges.top && edges.bottom;
  const boxes = faces.map((face) => face.box);
  const sideCuts = sideCutsFrom(analysis.mask, analysis.subjectBox, edges);
  const placed = place(
    right,
    photo,
    analysis.subjectBox,
    boxes,
    size,
    facelessCloseUp,
    edges,
    sideCuts,
  );
  const at = { ...placed, x: placed.x - size.width / 2 };
  const subject = cutOut(photo, maskCanvas(analysis.mask), at, size);
  const fades = visibleCuts(
    edges,
    rectDrawn(analysis.subjectBox, photo, at),
    size,
    cutRows(sideCuts, photo, at),
  );
  fadeCuts(subject, fades);
  drawCutOut(context, subject, scene, size.height, fades);
  return { faces: facesDrawn(faces, at, photo, size), cutout: subject, fades };
}

/**
 * What a split's left half shows: its faces, its cut-out layer when a subject was cut out, and
 * the cuts that subject fades in from.
 */
interface OtherSide {
  faces: Box[];
  cutout: Canvas | null;
  fades: FadedCut[];
}

/** The cut-out layer with the other side's in the left half, as the detectors read both subjects. */
function withOtherSide(subject: Canvas, other: Canvas): Canvas {
  const both = createCanvas(subject.width, subject.height);
  const context = both.getContext('2d');
  context.drawImage(subject, 0, 0);
  context.beginPath();
  context.rect(0, 0, subject.width / 2, subject.height);
  context.clip();
  context.drawImage(other, 0, 0);
  return both;
}

/**
 * The left half of a split: the creator's other photo there, its subject cut out (or the photo
 * framed when none was found). The core asks a split only of two photos.
 */
function paintOtherSide(
  context: SKRSContext2D,
  other: OtherSubject | undefined,
  scene: Scene,
  size: Box,
): OtherSide {
  const half = { width: size.width / 2, height: size.height };
  let side: OtherSide = { faces: [], cutout: null, fades: [] };
  context.save();
  context.beginPath();
  context.rect(0, 0, half.width, half.height);
  context.clip();
  context.fillStyle = withAlpha(scene.palette.deep, 0.35);
  context.fillRect(0, 0, half.width, half.height);
  if (other?.analysis) {
    side = drawOtherCutOut(context, { ...other, analysis: other.analysis }, scene, size);
  } else if (other) {
    const { photo } = other;
    const scale = Math.max(half.width / photo.width, half.height / photo.height);
    context.drawImage(
      photo,
      (half.width - photo.width * scale) / 2,
      (half.height - photo.height * scale) / 2,
      photo.width * scale,
      photo.height * scale,
    );
  }
  context.restore();
  context.fillStyle = '#ffffff';
  context.fillRect(half.width - size.height * 0.008, 0, size.height * 0.016, size.height);
  return side;
}

/** Heights (against the frame's) the versus mark may sit at on the divide, the middle first. */
const MARK_HEIGHTS = [0.5, 0.62, 0.74, 0.84];
const MARK_RADIUS = 0.11;

/**
 * Where on the divide the versus mark sits: the middle, else the highest place lower down that
 * covers no face (`faces` as fractions of the frame), so it never sits on a cheek or an eye.
 */
function markHeight(faces: readonly Box[], size: Box): number {
  const radius = { x: (MARK_RADIUS * size.height) / size.width, y: MARK_RADIUS };
  const clear = (height: number) =>
    !faces.some(
      (face) =>
        face.x < 0.5 + radius.x &&
        face.x + face.width > 0.5 - radius.x &&
        face.y < height + radius.y &&
        face.y + face.height > height - radius.y,
    );
  return MARK_HEIGHTS.find(clear) ?? MARK_HEIGHTS.at(-1)!;
}

function drawVersusMark(
  context: SKRSContext2D,
  scene: Scene,
  size: Box,
  font: string,
  faces: readonly Box[],
) {
  const radius = size.height * MARK_RADIUS;
  const x = size.width / 2;
  const y = size.height * markHeight(faces, size);
  context.save();
  context.fillStyle = scene.palette.accent;
  context.strokeStyle = '#ffffff';
  context.lineWidth = radius * 0.12;
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fill();
  context.stroke();
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#ffffff';
  context.lineWidth = radius * 0.14;
  context.strokeStyle = '#000000';
  const mark = scene.split === 'before-after' ? '→' : 'VS';
  context.strokeText(mark, x, y + radius * 0.05);
  context.fillText(mark, x, y + radius * 0.05);
  context.restore();
}

function softened(canvas: Canvas, height: number): void {
  const copy = createCanvas(canvas.width, canvas.height);
  copy.getContext('2d').drawImage(canvas, 0, 0);
  const context = canvas.getContext('2d');
  context.save();
  context.filter = `blur(${Math.round(height * 0.025)}px)`;
  context.drawImage(copy, 0, 0);
  context.restore();
}

interface SceneRequest {
  photo: Image | Canvas;
  analysis: PhotoAnalysis;
  scene: Scene;
  width: number;
  height: number;
  /** The CSS font of the versus mark. */
  markFont: (sizePx: number) => string;
  /** The creator's second photo, for the other half of a split. */
  other?: OtherSubject | undefined;
}

/**
 * Draws a scene: the background, the subject cut out with its glow and outline where the layout
 * puts it, and the mood's grade over both. Callouts come after, once the title is placed.
 */
export function paintScene(request: SceneRequest): PaintedScene {
  const { analysis, scene, width, height } = request;
  const size = { x: 0, y: 0, width, height };
  const kept = peopleKept(analysis, scene.people);
  // A person kept from a group is cut where their share ends as by the photo's own edge.
  const edges = photoEdgesCutting(kept.subjectBox);
  edges.left ||= kept.shareCuts.left;
  edges.right ||= kept.shareCuts.right;
  edges.top &&= topCutWidth(kept.mask, kept.subjectBox) >= NARROW_TOP_CUT;
  /*
   * Never mirrored, though a subject cut by one side of the photo would then stand on that side:
   * a mirror turns the words on a shirt or a sign backwards. The layout whose side matches the
   * cut is among the candidates the chooser measures.
   */
  const { photo } = request;
  const { subjectBox } = kept;
  const faces = [...kept.faces].sort(biggestFirst);
  const faceBoxes = faces.map((face) => face.box);
  /*
   * Everyone the cut-out shows counts, found faces first (the biggest sets a close-up's zoom). A
   * photo with no face found is a lone subject (a cat, a product): its head is guessed whole below.
   */
  const people =
    faces.length > 0 ? [...faceBoxes, ...facelessPeople(kept.mask, faceBoxes)] : faceBoxes;
  const splitScene = scene.layout === 'split' ? { ...scene, side: 'right' as const } : scene;
  const facelessCloseUp = faces.length === 0 && edges.top && edges.bottom;
  const sideCuts = sideCutsFrom(kept.mask, kept.subjectBox, edges);
  const panel = showsAsPanel(scene, facelessCloseUp)
    ? photoPanel(scene, photo, subjectBox, size)
    : null;
  const at =
    panel?.at ??
    place(splitScene, photo, subjectBox, people, size, facelessCloseUp, edges, sideCuts);

  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const subjectRect = rectDrawn(subjectBox, photo, at);
  // The photo's own scene is drawn as the cut-out is, so the subject stands where it stood.
  const keepsPhoto = scene.background.kind === 'photo';
  paintBackground(context, {
    background: scene.background,
    palette: scene.palette,
    photo,
    width,
    height,
    focus: {
      x: subjectRect.x + subjectRect.width / 2,
      y: Math.max(height * 0.2, subjectRect.y + subjectRect.height * 0.3),
    },
    ...(keepsPhoto ? { photoAt: at } : {}),
  });
  if (scene.blurBackground) softened(canvas, height);
  const subject = cutOut(photo, panel ? WHOLE_PHOTO : maskCanvas(kept.mask), at, size);
  const fades = panel
    ? [panel.blend]
    : visibleCuts(edges, subjectRect, size, cutRows(sideCuts, photo, at));
  fadeCuts(subject, fades);
  const placed = facesPlaced(people, at, photo, size);
  const otherSide =
    scene.layout === 'split' ? paintOtherSide(context, request.other, scene, size) : null;
  const otherFaces = otherSide?.faces ?? [];
  drawCutOut(context, subject, scene, height, fades);
  const drawnFaces = [...placed.flatMap((face) => (face.box ? [face.box] : [])), ...otherFaces];
  if (scene.layout === 'split') {
    drawVersusMark(context, scene, size, request.markFont(height * 0.13), drawnFaces);
  }

  const cutout = otherSide?.cutout ? withOtherSide(subject, otherSide.cutout) : subject;
  const pixels = context.getImageData(0, 0, width, height);
  const cover = cutout.getContext('2d').getImageData(0, 0, width, height).data;
  const mood = MOOD_GRADES[scene.mood];
  applyColourGrade(pixels.data, width, height, mood, {
    cover,
    grade: subjectGrade(mood, subjectLuma(pixels.data, cover)),
  });
  context.putImageData(pixels, 0, 0);

  const visible = panel?.visible ?? {
    x: Math.max(0, subjectRect.x),
    y: Math.max(0, subjectRect.y),
    width: Math.min(width, subjectRect.x + subjectRect.width) - Math.max(0, subjectRect.x),
    height: Math.min(height, subjectRect.y + subjectRect.height) - Math.max(0, subjectRect.y),
  };
  return {
    canvas,
    faces:
      drawnFaces.length > 0 ? drawnFaces : [panel?.head ?? headOf(visible, size, facelessCloseUp)],
    faceFound: drawnFaces.length > 0,
    facesCut: placed.filter((face) => !face.whole).length,
    subject: visible,
    cutout,
    photo: rectDrawn(keptArea(analysis, scene.people), photo, at),
    fades: [...fades, ...(otherSide?.fades ?? [])],
  };
}
