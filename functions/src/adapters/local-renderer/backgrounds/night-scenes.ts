import type { SKRSContext2D } from '@napi-rs/canvas';
import { withAlpha } from '../../../core/colour/colour-math.js';
import {
  askedOr,
  colours,
  disc,
  fill,
  glow,
  random,
  verticalWash,
  type BackgroundRequest,
} from './paint-tools.js';

/* Scenes after dark: neon, space, a galaxy, a city at night, fairy lights. */

export function neon(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [pink, cyan] = askedOr(request, '#ff2bd6', '#19e6ff');
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
  // Between the subject and the middle: behind a face filling its side, the sun would not show.
  const sunX = width / 2 + (request.focus.x - width / 2) * SUN_TOWARD_SUBJECT;
  retroSun(context, sunX, horizon, height * SUN_RADIUS, pink);
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

/** The retro sun's radius against the frame's height: its top shows above a subject's shoulders. */
const SUN_RADIUS = 0.3;
/** How far from the middle towards the subject the sun sets, against the subject's distance. */
const SUN_TOWARD_SUBJECT = 0.4;
/** The sun's bands cut by the horizon-ward stripes: the lowest gaps are the widest. */
const SUN_STRIPES = 6;

/**
 * Synthwave's sun: a disc sunk to its middle in the horizon, yellow at its top to the scene's
 * pink, cut by widening stripes towards the grid.
 */
function retroSun(context: SKRSContext2D, x: number, horizon: number, radius: number, low: string) {
  context.save();
  context.beginPath();
  context.rect(x - radius, horizon - radius, radius * 2, radius);
  for (let stripe = 0; stripe < SUN_STRIPES; stripe += 1) {
    const gap = radius * 0.03 * (stripe + 1);
    const y = horizon - radius * 0.5 + (stripe * radius * 0.5) / SUN_STRIPES;
    context.rect(x - radius, y, radius * 2, gap);
  }
  context.clip('evenodd');
  const face = context.createLinearGradient(0, horizon - radius, 0, horizon);
  face.addColorStop(0, '#ffe34d');
  face.addColorStop(1, low);
  context.shadowColor = low;
  context.shadowBlur = radius * 0.25;
  context.fillStyle = face;
  context.beginPath();
  context.arc(x, horizon, radius, Math.PI, 0);
  context.fill();
  context.restore();
}

export function space(context: SKRSContext2D, request: BackgroundRequest): void {
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
  planet(context, width * 0.9, height * 0.95, height * 0.42, second);
}

/** A planet rising from a corner, lit from above, with a thin atmosphere. */
function planet(context: SKRSContext2D, x: number, y: number, radius: number, colour: string) {
  glow(context, x, y, radius * 1.25, colour, 0.5);
  const body = context.createRadialGradient(
    x - radius * 0.4,
    y - radius * 0.5,
    radius * 0.1,
    x,
    y,
    radius,
  );
  body.addColorStop(0, '#9fc4ff');
  body.addColorStop(0.5, '#3a56b8');
  body.addColorStop(1, '#0a0f2e');
  context.fillStyle = body;
  disc(context, x, y, radius);
}

/** A spiral galaxy seen from above: two arms of stars around a bright core. */
export function galaxy(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [arm, core] = askedOr(request, '#8a5bff', '#ffd9a0');
  fill(context, '#04030d', width, height);
  const next = random(19);
  for (let i = 0; i < 260; i += 1) {
    context.fillStyle = `rgba(255, 255, 255, ${0.3 + next() * 0.6})`;
    disc(context, next() * width, next() * height, next() * height * 0.002 + 0.5);
  }
  const cx = width * 0.5;
  const cy = height * 0.45;
  const reach = height * 0.62;
  context.save();
  context.translate(cx, cy);
  context.scale(1, 0.55);
  context.rotate(-0.35);
  for (let i = 0; i < 1400; i += 1) {
    const along = next();
    const side = i % 2 === 0 ? 0 : Math.PI;
    const angle = side + along * Math.PI * 2.6 + (next() - 0.5) * 0.55;
    const radius = reach * (0.08 + along * 0.92) + (next() - 0.5) * reach * 0.1;
    context.fillStyle = withAlpha(next() < 0.6 ? arm : '#9fd4ff', 0.25 + next() * 0.55);
    disc(
      context,
      Math.cos(angle) * radius,
      Math.sin(angle) * radius,
      height * (0.002 + next() * 0.004),
    );
  }
  context.restore();
  glow(context, cx, cy, reach * 0.9, arm, 0.35);
  glow(context, cx, cy, reach * 0.3, core, 0.9);
  glow(context, cx, cy, reach * 0.1, '#ffffff', 0.9);
}

/** A skyline at night: towers of lit windows against a deep blue sky, a moon, a glow below. */
export function city(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [light, haze] = askedOr(request, '#ffd27a', '#ff3d9a');
  verticalWash(
    context,
    [
      [0, '#050a24'],
      [0.6, '#1b1a4a'],
      [1, '#3a1747'],
    ],
    width,
    0,
    height,
  );
  glow(context, width * 0.82, height * 0.16, height * 0.25, '#fff4d6', 0.35);
  context.fillStyle = '#fff4d6';
  disc(context, width * 0.82, height * 0.16, height * 0.055);
  const next = random(23);
  const layers = [
    { top: 0.3, colour: '#1a1f44', lit: 0.25 },
    { top: 0.42, colour: '#0b0e24', lit: 0.45 },
  ];
  for (const { top, colour, lit } of layers) {
    let x = -width * 0.02;
    while (x < width) {
      const w = width * (0.05 + next() * 0.07);
      const y = height * (top + next() * 0.25);
      context.fillStyle = colour;
      context.fillRect(x, y, w - width * 0.004, height - y);
      if (next() < 0.3)
        context.fillRect(x + w * 0.4, y - height * 0.06, width * 0.004, height * 0.06);
      const cell = height * 0.028;
      for (let wy = y + cell; wy < height - cell; wy += cell * 1.6) {
        for (let wx = x + cell * 0.6; wx < x + w - cell * 1.2; wx += cell * 1.3) {
          if (next() > lit) continue;
          context.fillStyle = withAlpha(next() < 0.85 ? light : '#8fd8ff', 0.6 + next() * 0.4);
          context.fillRect(wx, wy, cell * 0.6, cell * 0.8);
        }
      }
      x += w;
    }
  }
  verticalWash(
    context,
    [
      [0, withAlpha(haze, 0)],
      [1, withAlpha(haze, 0.45)],
    ],
    width,
    height * 0.7,
    height,
  );
}

/** Fairy lights: warm out-of-focus discs behind strings of small bright bulbs. */
export function fairyLights(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [warm, second] = askedOr(request, '#ffc24a', '#ff7a3d');
  verticalWash(
    context,
    [
      [0, '#1a0d08'],
      [1, '#2b1408'],
    ],
    width,
    0,
    height,
  );
  const next = random(29);
  for (let i = 0; i < 46; i += 1) {
    const radius = height * (0.03 + next() * 0.07);
    glow(
      context,
      next() * width,
      next() * height,
      radius,
      next() < 0.7 ? warm : second,
      0.35 + next() * 0.35,
    );
  }
  for (let row = 0; row < 3; row += 1) {
    const top = height * (0.06 + row * 0.3);
    const sag = height * (0.12 + row * 0.02);
    context.strokeStyle = 'rgba(40, 30, 20, 0.8)';
    context.lineWidth = Math.max(1, height * 0.003);
    context.beginPath();
    context.moveTo(0, top);
    context.quadraticCurveTo(width / 2, top + sag * 2, width, top);
    context.stroke();
    for (let i = 0; i <= 24; i += 1) {
      const t = i / 24;
      const x = t * width;
      const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (top + sag * 2) + t * t * top;
      glow(context, x, y, height * 0.035, warm, 0.8);
      context.fillStyle = '#fff6d8';
      disc(context, x, y, height * 0.008);
    }
  }
}
