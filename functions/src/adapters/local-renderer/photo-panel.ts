import type { Box } from '@thumbforge/contract';
import type { FadedCut } from '../../core/quality/index.js';
import type { Scene } from './scene.js';

/*
 * A subject with no face the photo cuts at its top and its bottom (a cat's head filling the
 * picture, a dish shot from close) has little outline of its own: cut out, it is a blob with
 * straight, faded chops where the photo ended, and the model's mask is at its softest along
 * fur and steam. Shown instead as a panel
 * of the photo, filling the frame's height on the layout's side and blended into the painted
 * scene along its inner edge, it keeps its fur and its focus, and the scene asked for fills the
 * rest of the frame around the title.
 */

/** Where the panel's inner edge stands at the furthest in, against the frame's width. */
const INNER_EDGE = 0.36;
/** How wide the blend into the scene is, against the frame's width. */
const BLEND = 0.2;
/** Where the subject's middle stands across the frame, on the layout's side. */
const SUBJECT_AT = 0.7;

/**
 * Whether the scene shows the subject as a panel of its photo rather than cut out: a faceless
 * close-up (no face, the photo cutting it at top and bottom) beside the title.
 */
export function showsAsPanel(scene: Pick<Scene, 'layout'>, facelessCloseUp: boolean): boolean {
  return facelessCloseUp && (scene.layout === 'cutout-side' || scene.layout === 'big-face');
}

interface PhotoPanel {
  /** Where the photo is drawn: photo pixel (px, py) at (x + px * scale, y + py * scale). */
  at: { x: number; y: number; scale: number };
  /** The blend along the panel's inner edge, as the cut-out layer fades it. */
  blend: FadedCut;
  /** The panel as it shows, in pixels. */
  visible: Box;
  /**
   * Where its subject's head most likely is, as fractions of the frame: the panel past the
   * middle of its blend, which callouts and the title keep clear of. The blend's outer half,
   * where the photo has mostly faded, is theirs to stand on.
   */
  head: Box;
}

/** The panel's part past its blend, a little in from top and bottom, in fractions of the frame. */
function headIn(from: number, to: number, size: { width: number; height: number }): Box {
  return { x: from / size.width, y: 0.08, width: (to - from) / size.width, height: 0.84 };
}

/**
 * The panel of `photo` on the scene's side: the photo's full height the frame's, the subject's
 * middle at SUBJECT_AT across (mirrored on the left), the photo's outer side never short of the
 * frame's edge, and its inner edge no further in than INNER_EDGE, blended over BLEND.
 */
export function photoPanel(
  scene: Pick<Scene, 'side'>,
  photo: { width: number; height: number },
  subject: Box,
  size: { width: number; height: number },
): PhotoPanel {
  const { width, height } = size;
  const scale = height / photo.height;
  const drawnWidth = photo.width * scale;
  const middle = (subject.x + subject.width / 2) * drawnWidth;
  const band = width * BLEND;
  if (scene.side === 'left') {
    const x = Math.min(0, width * (1 - SUBJECT_AT) - middle);
    const inner = Math.min(x + drawnWidth, width * (1 - INNER_EDGE));
    return {
      at: { x, y: 0, scale },
      blend: { edge: 'right', at: inner, band, blend: true },
      visible: { x: 0, y: 0, width: inner, height },
      head: headIn(0, inner - band / 2, size),
    };
  }
  const x = Math.max(width - drawnWidth, width * SUBJECT_AT - middle);
  const inner = Math.max(x, width * INNER_EDGE);
  return {
    at: { x, y: 0, scale },
    blend: { edge: 'left', at: inner, band, blend: true },
    visible: { x: inner, y: 0, width: width - inner, height },
    head: headIn(inner + band / 2, width, size),
  };
}
