import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import { NAMED_COLOURS, type BackgroundDirection } from '../../../core/thumbnails/scene/index.js';
import { scaleHex, withAlpha } from '../../../core/colour/colour-math.js';
import type { ScenePalette } from '../scene.js';

export interface BackgroundRequest {
  background: BackgroundDirection;
  palette: ScenePalette;
  photo: Image | Canvas;
  width: number;
  height: number;
  /** Where the subject stands, in pixels: rays and spotlights come from behind it. */
  focus: { x: number; y: number };
  /** Where the subject's photo is drawn (its top-left corner and scale), when it is known. */
  photoAt?: { x: number; y: number; scale: number };
}

export type Painter = (context: SKRSContext2D, request: BackgroundRequest) => void;

type CanvasGradient = ReturnType<SKRSContext2D['createLinearGradient']>;

/** A small deterministic generator, so the same scene always draws the same stars. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A named colour's own shadow, for the far end of its gradient. */
export const darkerOf = (hex: string) => scaleHex(hex, 0.28);

/** The colours asked, else the palette's: the first and second of a gradient or a light. */
export function colours(request: BackgroundRequest): [string, string] {
  const named = request.background.colours.map((name) => NAMED_COLOURS[name]);
  const first = named[0] ?? request.palette.accent;
  const second = named[1] ?? (named[0] ? darkerOf(first) : request.palette.second);
  return [first, second];
}

/** The colours asked, else the scene's own. */
export function askedOr(request: BackgroundRequest, first: string, second: string) {
  const named = request.background.colours.map((name) => NAMED_COLOURS[name]);
  return [named[0] ?? first, named[1] ?? named[0] ?? second] as const;
}

export function fill(context: SKRSContext2D, style: string | CanvasGradient, w: number, h: number) {
  context.fillStyle = style as string;
  context.fillRect(0, 0, w, h);
}

/** A top-to-bottom wash through `stops` ([offset, colour]) over a band of the canvas. */
export function verticalWash(
  context: SKRSContext2D,
  stops: readonly (readonly [number, string])[],
  width: number,
  top: number,
  bottom: number,
) {
  const wash = context.createLinearGradient(0, top, 0, bottom);
  for (const [offset, colour] of stops) wash.addColorStop(offset, colour);
  context.fillStyle = wash;
  context.fillRect(0, top, width, bottom - top);
}

/** A soft round light: `colour` at `alpha` in the middle, gone at `radius`. */
export function glow(
  context: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  colour: string,
  alpha: number,
) {
  const light = context.createRadialGradient(x, y, 0, x, y, radius);
  light.addColorStop(0, withAlpha(colour, alpha));
  light.addColorStop(1, withAlpha(colour, 0));
  context.fillStyle = light;
  context.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

export function spotlight(
  context: SKRSContext2D,
  request: BackgroundRequest,
  colour: string,
  alpha: number,
) {
  const { width, focus } = request;
  glow(context, focus.x, focus.y, width * 0.55, colour, alpha);
}

export function vignette(context: SKRSContext2D, width: number, height: number, alpha: number) {
  const shade = context.createRadialGradient(
    width / 2,
    height / 2,
    height * 0.35,
    width / 2,
    height / 2,
    width * 0.75,
  );
  shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
  shade.addColorStop(1, `rgba(0, 0, 0, ${alpha})`);
  fill(context, shade, width, height);
}

/** A closed shape through `points` (pixels), filled. */
export function polygon(context: SKRSContext2D, points: readonly (readonly [number, number])[]) {
  context.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.fill();
}

export function disc(context: SKRSContext2D, x: number, y: number, radius: number) {
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fill();
}

export function roundedRect(
  context: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
) {
  context.beginPath();
  context.roundRect(x, y, w, h, radius);
  context.fill();
}
