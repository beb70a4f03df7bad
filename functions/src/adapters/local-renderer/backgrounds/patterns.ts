import type { SKRSContext2D } from '@napi-rs/canvas';
import { withAlpha } from '../../../core/colour/colour-math.js';
import {
  colours,
  darkerOf,
  fill,
  spotlight,
  vignette,
  type BackgroundRequest,
} from './paint-tools.js';

/* The backgrounds that are patterns and washes of colour rather than places. */

export function gradient(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = colours(request);
  const wash = context.createLinearGradient(0, 0, width, height);
  wash.addColorStop(0, first);
  wash.addColorStop(1, second);
  fill(context, wash, width, height);
  spotlight(context, request, '#ffffff', 0.18);
  vignette(context, width, height, 0.45);
}

export function rays(context: SKRSContext2D, request: BackgroundRequest): void {
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

export function halftone(context: SKRSContext2D, request: BackgroundRequest): void {
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

export function blurred(context: SKRSContext2D, request: BackgroundRequest): void {
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

export function split(context: SKRSContext2D, request: BackgroundRequest): void {
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

export function dark(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#08080b', width, height);
  spotlight(context, request, request.palette.accent, 0.35);
  vignette(context, width, height, 0.6);
}

export function white(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const wash = context.createLinearGradient(0, 0, 0, height);
  wash.addColorStop(0, '#ffffff');
  wash.addColorStop(1, '#dfe3ea');
  fill(context, wash, width, height);
  spotlight(context, request, request.palette.accent, 0.12);
}

/**
 * The photo's own scene, kept ("keep the waterfall behind me") and improved: drawn where the
 * cut-out's pixels come from, so the subject stands in its own place, with more contrast and
 * colour and a vignette. Where the photo does not reach the canvas, its edges are drawn out and
 * softened, so nothing in it shows twice.
 */
export function photo(context: SKRSContext2D, request: BackgroundRequest): void {
  const at = request.photoAt;
  if (!at) {
    blurred(context, request);
    return;
  }
  const { width, height } = request;
  const source = request.photo;
  const [sw, sh] = [source.width, source.height];
  const w = sw * at.scale;
  const h = sh * at.scale;
  const right = at.x + w;
  const bottom = at.y + h;
  const edge = Math.max(1, Math.round(Math.min(sw, sh) * 0.01));
  context.filter = `blur(${Math.round(height * 0.02)}px) contrast(1.12) saturate(1.3)`;
  // Each part of the canvas beyond the photo takes the photo's strip or corner beside it.
  const parts: [number, number, number, number, number, number, number, number][] = [
    [0, 0, edge, sh, 0, at.y, at.x, h],
    [sw - edge, 0, edge, sh, right, at.y, width - right, h],
    [0, 0, sw, edge, at.x, 0, w, at.y],
    [0, sh - edge, sw, edge, at.x, bottom, w, height - bottom],
    [0, 0, edge, edge, 0, 0, at.x, at.y],
    [sw - edge, 0, edge, edge, right, 0, width - right, at.y],
    [0, sh - edge, edge, edge, 0, bottom, at.x, height - bottom],
    [sw - edge, sh - edge, edge, edge, right, bottom, width - right, height - bottom],
  ];
  for (const [sx, sy, sWidth, sHeight, dx, dy, dWidth, dHeight] of parts) {
    if (dWidth <= 0 || dHeight <= 0) continue;
    context.drawImage(source, sx, sy, sWidth, sHeight, dx, dy, dWidth, dHeight);
  }
  context.filter = 'contrast(1.12) saturate(1.3)';
  context.drawImage(source, at.x, at.y, w, h);
  context.filter = 'none';
  vignette(context, width, height, 0.5);
}
