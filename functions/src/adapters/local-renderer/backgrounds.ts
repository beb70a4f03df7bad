import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import { NAMED_COLOURS, type BackgroundDirection } from '../../core/thumbnails/scene/index.js';
import type { ScenePalette } from './scene.js';
import { scaleHex, withAlpha } from '../../core/colour/colour-math.js';

export interface BackgroundRequest {
  background: BackgroundDirection;
  palette: ScenePalette;
  photo: Image | Canvas;
  width: number;
  height: number;
  /** Where the subject stands, in pixels: rays and spotlights come from behind it. */
  focus: { x: number; y: number };
}

/** A small deterministic generator, so the same scene always draws the same stars. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A named colour's own shadow, for the far end of its gradient. */
const darkerOf = (hex: string) => scaleHex(hex, 0.28);

function colours(request: BackgroundRequest): [string, string] {
  const named = request.background.colours.map((name) => NAMED_COLOURS[name]);
  const first = named[0] ?? request.palette.accent;
  const second = named[1] ?? (named[0] ? darkerOf(first) : request.palette.second);
  return [first, second];
}

function fill(context: SKRSContext2D, style: string | CanvasGradient, w: number, h: number) {
  context.fillStyle = style as string;
  context.fillRect(0, 0, w, h);
}

type CanvasGradient = ReturnType<SKRSContext2D['createLinearGradient']>;

function spotlight(
  context: SKRSContext2D,
  request: BackgroundRequest,
  colour: string,
  alpha: number,
) {
  const { width, height, focus } = request;
  const light = context.createRadialGradient(focus.x, focus.y, 0, focus.x, focus.y, width * 0.55);
  light.addColorStop(0, withAlpha(colour, alpha));
  light.addColorStop(1, withAlpha(colour, 0));
  fill(context, light, width, height);
}

function vignette(context: SKRSContext2D, width: number, height: number, alpha: number) {
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

function gradient(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = colours(request);
  const wash = context.createLinearGradient(0, 0, width, height);
  wash.addColorStop(0, first);
  wash.addColorStop(1, second);
  fill(context, wash, width, height);
  spotlight(context, request, '#ffffff', 0.18);
  vignette(context, width, height, 0.45);
}

function rays(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height, focus } = request;
  const [first, second] = colours(request);
  const base = context.createRadialGradient(focus.x, focus.y, 0, focus.x, focus.y, width);
  base.addColorStop(0, first);
  base.addColorStop(1, darkerOf(second));
  fill(context, base, width, height);
  context.fillStyle = withAlpha('#ffffff', 0.16);
  const count = 18;
  for (let i = 0; i < count; i += 1) {
    const from = (i / count) * Math.PI * 2;
    const to = from + Math.PI / count;
    context.beginPath();
    context.moveTo(focus.x, focus.y);
    context.arc(focus.x, focus.y, width * 1.5, from, to);
    context.closePath();
    context.fill();
  }
  spotlight(context, request, '#ffffff', 0.35);
  vignette(context, width, height, 0.5);
}

function halftone(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height, focus } = request;
  const [first, second] = colours(request);
  const wash = context.createLinearGradient(0, height, width, 0);
  wash.addColorStop(0, darkerOf(second));
  wash.addColorStop(1, first);
  fill(context, wash, width, height);
  const step = Math.round(height / 34);
  context.fillStyle = withAlpha(second, 0.55);
  const reach = Math.hypot(width, height);
  for (let y = step / 2; y < height; y += step) {
    for (let x = (Math.round(y / step) % 2) * (step / 2); x < width; x += step) {
      const distance = Math.hypot(x - focus.x, y - focus.y) / reach;
      const radius = step * 0.48 * Math.min(1, distance * 1.6);
      if (radius < 0.6) continue;
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      context.fill();
    }
  }
  vignette(context, width, height, 0.35);
}

function blurred(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height, photo, palette } = request;
  const scale = Math.max(width / photo.width, height / photo.height) * 1.1;
  context.filter = `blur(${Math.round(height * 0.04)}px) saturate(1.3)`;
  context.drawImage(
    photo,
    (width - photo.width * scale) / 2,
    (height - photo.height * scale) / 2,
    photo.width * scale,
    photo.height * scale,
  );
  context.filter = 'none';
  const [first] = colours(request);
  const grade = context.createLinearGradient(0, 0, width, height);
  grade.addColorStop(0, withAlpha(palette.deep, 0.55));
  grade.addColorStop(1, withAlpha(first, 0.35));
  fill(context, grade, width, height);
  vignette(context, width, height, 0.55);
}

function split(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = colours(request);
  fill(context, first, width, height);
  context.fillStyle = second;
  context.beginPath();
  context.moveTo(width * 0.58, 0);
  context.lineTo(width, 0);
  context.lineTo(width, height);
  context.lineTo(width * 0.42, height);
  context.closePath();
  context.fill();
  context.strokeStyle = '#ffffff';
  context.lineWidth = height * 0.012;
  context.beginPath();
  context.moveTo(width * 0.58, 0);
  context.lineTo(width * 0.42, height);
  context.stroke();
  vignette(context, width, height, 0.4);
}

function neon(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const named = request.background.colours.map((name) => NAMED_COLOURS[name]);
  const pink = named[0] ?? '#ff2bd6';
  const cyan = named[1] ?? '#19e6ff';
  const base = context.createLinearGradient(0, 0, 0, height);
  base.addColorStop(0, '#0b0220');
  base.addColorStop(0.62, '#2a0645');
  base.addColorStop(1, '#07010f');
  fill(context, base, width, height);
  const horizon = height * 0.62;
  const sun = context.createRadialGradient(width / 2, horizon, 0, width / 2, horizon, height * 0.5);
  sun.addColorStop(0, withAlpha(pink, 0.7));
  sun.addColorStop(1, withAlpha(pink, 0));
  fill(context, sun, width, height);
  context.save();
  context.shadowColor = cyan;
  context.shadowBlur = height * 0.02;
  context.strokeStyle = withAlpha(cyan, 0.85);
  context.lineWidth = Math.max(2, height * 0.004);
  for (let i = -12; i <= 12; i += 1) {
    context.beginPath();
    context.moveTo(width / 2 + i * width * 0.02, horizon);
    context.lineTo(width / 2 + i * width * 0.16, height);
    context.stroke();
  }
  for (let i = 0; i < 8; i += 1) {
    const y = horizon + (height - horizon) * Math.pow(i / 8, 1.8);
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
  }
  context.strokeStyle = pink;
  context.shadowColor = pink;
  context.lineWidth = Math.max(3, height * 0.006);
  context.beginPath();
  context.moveTo(0, horizon);
  context.lineTo(width, horizon);
  context.stroke();
  context.restore();
}

function space(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#03040c', width, height);
  const next = random(7);
  const [first, second] = colours(request);
  for (const [x, y, colour] of [
    [0.25, 0.3, first],
    [0.75, 0.65, second],
    [0.55, 0.2, '#3b5bff'],
  ] as const) {
    const cloud = context.createRadialGradient(
      x * width,
      y * height,
      0,
      x * width,
      y * height,
      width * 0.4,
    );
    cloud.addColorStop(0, withAlpha(colour, 0.45));
    cloud.addColorStop(1, withAlpha(colour, 0));
    fill(context, cloud, width, height);
  }
  for (let i = 0; i < 420; i += 1) {
    const size = next() < 0.92 ? next() * height * 0.0025 + 0.6 : height * 0.005;
    context.fillStyle = `rgba(255, 255, 255, ${0.4 + next() * 0.6})`;
    context.beginPath();
    context.arc(next() * width, next() * height, size, 0, Math.PI * 2);
    context.fill();
  }
}

function fire(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const base = context.createLinearGradient(0, height, 0, 0);
  base.addColorStop(0, '#ffb300');
  base.addColorStop(0.3, '#ff4500');
  base.addColorStop(0.65, '#7a0a00');
  base.addColorStop(1, '#140200');
  fill(context, base, width, height);
  const next = random(11);
  context.save();
  context.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 26; i += 1) {
    const x = next() * width;
    const tall = height * (0.35 + next() * 0.5);
    const wide = width * (0.04 + next() * 0.06);
    const flame = context.createLinearGradient(0, height, 0, height - tall);
    flame.addColorStop(0, 'rgba(255, 200, 40, 0.55)');
    flame.addColorStop(1, 'rgba(255, 40, 0, 0)');
    context.fillStyle = flame;
    context.beginPath();
    context.moveTo(x - wide, height);
    context.quadraticCurveTo(x - wide * 0.8, height - tall * 0.5, x + wide * 0.3, height - tall);
    context.quadraticCurveTo(x + wide * 0.6, height - tall * 0.45, x + wide, height);
    context.closePath();
    context.fill();
  }
  context.restore();
  for (let i = 0; i < 90; i += 1) {
    context.fillStyle = `rgba(255, ${150 + Math.round(next() * 100)}, 60, ${0.5 + next() * 0.5})`;
    context.beginPath();
    context.arc(next() * width, next() * height * 0.8, height * 0.003 + next() * 2, 0, Math.PI * 2);
    context.fill();
  }
}

function dark(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#08080b', width, height);
  spotlight(context, request, request.palette.accent, 0.35);
  vignette(context, width, height, 0.6);
}

function white(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const wash = context.createLinearGradient(0, 0, 0, height);
  wash.addColorStop(0, '#ffffff');
  wash.addColorStop(1, '#dfe3ea');
  fill(context, wash, width, height);
  spotlight(context, request, request.palette.accent, 0.12);
}

const PAINTERS: Record<BackgroundDirection['kind'], typeof gradient> = {
  gradient,
  rays,
  halftone,
  blurred,
  split,
  neon,
  space,
  fire,
  dark,
  white,
};

/** Draws the background a scene asks for over the whole canvas. */
export function paintBackground(context: SKRSContext2D, request: BackgroundRequest): void {
  context.save();
  PAINTERS[request.background.kind](context, request);
  context.restore();
}
