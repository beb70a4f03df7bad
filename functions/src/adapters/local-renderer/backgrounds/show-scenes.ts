import type { SKRSContext2D } from '@napi-rs/canvas';
import { withAlpha } from '../../../core/colour/colour-math.js';
import {
  askedOr,
  disc,
  fill,
  glow,
  polygon,
  random,
  roundedRect,
  verticalWash,
  type BackgroundRequest,
} from './paint-tools.js';

/* Scenes of a show: stage lights, a concert crowd, a cinema, a stadium, a road at speed, fire, money. */

/** Beams of light fanning down from lamps along the top edge. */
function beams(
  context: SKRSContext2D,
  width: number,
  height: number,
  lights: readonly string[],
  alpha: number,
) {
  context.save();
  context.globalCompositeOperation = 'lighter';
  lights.forEach((colour, i) => {
    const x = width * ((i + 0.5) / lights.length);
    const aim = width * (0.5 + (i - (lights.length - 1) / 2) * 0.12);
    const beam = context.createLinearGradient(x, 0, aim, height);
    beam.addColorStop(0, withAlpha(colour, alpha));
    beam.addColorStop(1, withAlpha(colour, 0));
    context.fillStyle = beam;
    polygon(context, [
      [x - width * 0.01, 0],
      [x + width * 0.01, 0],
      [aim + width * 0.12, height],
      [aim - width * 0.12, height],
    ]);
    glow(context, x, height * 0.01, height * 0.08, colour, 0.9);
  });
  context.restore();
}

/** Stage lights: coloured beams through haze onto a stage floor. */
export function stage(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = askedOr(request, '#ff2bd6', '#2b8cff');
  verticalWash(
    context,
    [
      [0, '#07040f'],
      [1, '#140a24'],
    ],
    width,
    0,
    height,
  );
  beams(context, width, height, [first, second, '#ffffff', second, first], 0.55);
  verticalWash(
    context,
    [
      [0, '#1b1030'],
      [1, '#050308'],
    ],
    width,
    height * 0.82,
    height,
  );
  glow(context, width * 0.5, height * 0.84, width * 0.35, first, 0.35);
  context.fillStyle = 'rgba(255, 255, 255, 0.5)';
  context.fillRect(0, height * 0.82, width, height * 0.006);
}

/** A concert: stage lights over a crowd in silhouette with raised hands. */
export function concert(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = askedOr(request, '#ff3d6e', '#7a5bff');
  verticalWash(
    context,
    [
      [0, '#0a0614'],
      [1, '#2a0f3a'],
    ],
    width,
    0,
    height,
  );
  beams(context, width, height, [second, first, '#ffd23f', first, second, '#19e6ff'], 0.5);
  glow(context, width * 0.5, height * 0.7, width * 0.5, first, 0.45);
  const next = random(71);
  context.fillStyle = '#050308';
  context.strokeStyle = '#050308';
  context.lineCap = 'round';
  for (let row = 0; row < 2; row += 1) {
    const base = height * (0.84 + row * 0.1);
    const head = height * (0.045 + row * 0.012);
    for (let x = -head; x < width + head; x += head * (1.7 + next() * 0.6)) {
      const y = base - next() * head;
      disc(context, x, y, head);
      context.fillRect(x - head * 1.5, y + head * 0.7, head * 3, height);
      if (next() < 0.3) {
        context.lineWidth = head * 0.45;
        context.beginPath();
        context.moveTo(x + head * 0.9, y + head);
        context.lineTo(x + head * (1.4 + next()), y - head * (2.5 + next() * 1.5));
        context.stroke();
      }
    }
  }
}

/** A cinema: a glowing screen between red curtains, rows of seats in silhouette. */
export function cinema(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#0a0507', width, height);
  const screen = { x: width * 0.16, y: height * 0.08, w: width * 0.68, h: height * 0.5 };
  glow(context, width * 0.5, screen.y + screen.h / 2, width * 0.55, '#9ec9ff', 0.45);
  const light = context.createLinearGradient(0, screen.y, 0, screen.y + screen.h);
  light.addColorStop(0, '#eaf4ff');
  light.addColorStop(1, '#b9d6ff');
  context.fillStyle = light;
  context.fillRect(screen.x, screen.y, screen.w, screen.h);
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 0 : width * 0.86;
    const curtain = context.createLinearGradient(x0, 0, x0 + width * 0.14, 0);
    for (let i = 0; i <= 6; i += 1)
      curtain.addColorStop(i / 6, i % 2 === 0 ? '#8e0f1e' : '#4a0610');
    context.fillStyle = curtain;
    context.fillRect(x0, 0, width * 0.14, height);
  }
  verticalWash(
    context,
    [
      [0, '#6a0a16'],
      [1, '#3a040b'],
    ],
    width,
    0,
    height * 0.06,
  );
  for (let row = 0; row < 3; row += 1) {
    const top = height * (0.7 + row * 0.11);
    const seat = width * (0.055 + row * 0.01);
    context.fillStyle = row === 2 ? '#120306' : '#2a0710';
    for (let x = -seat * (row % 2) * 0.5; x < width; x += seat * 1.08) {
      roundedRect(context, x, top, seat, height, seat * 0.3);
    }
  }
}

/** A sports stadium: striped grass with white lines, floodlights over a packed stand. */
export function stadium(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#061024'],
      [1, '#1b2c4a'],
    ],
    width,
    0,
    height * 0.45,
  );
  const next = random(79);
  for (let i = 0; i < 700; i += 1) {
    const hue = ['#c8d0e0', '#e84a4a', '#3a6df0', '#f0f0f0', '#ffcf40'][Math.floor(next() * 5)]!;
    context.fillStyle = withAlpha(hue, 0.55);
    disc(context, next() * width, height * (0.22 + next() * 0.2), height * 0.006);
  }
  for (const x of [0.12, 0.88]) {
    glow(context, width * x, height * 0.08, height * 0.3, '#ffffff', 0.7);
    context.fillStyle = '#ffffff';
    context.fillRect(width * x - width * 0.04, height * 0.05, width * 0.08, height * 0.05);
  }
  const top = height * 0.44;
  for (let i = 0; i < 8; i += 1) {
    context.fillStyle = i % 2 === 0 ? '#2f9e44' : '#278a3a';
    const y0 = top + (height - top) * Math.pow(i / 8, 1.4);
    const y1 = top + (height - top) * Math.pow((i + 1) / 8, 1.4);
    context.fillRect(0, y0, width, y1 - y0);
  }
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.lineWidth = Math.max(2, height * 0.008);
  context.beginPath();
  context.moveTo(0, top + height * 0.03);
  context.lineTo(width, top + height * 0.03);
  context.moveTo(width * 0.5, top + height * 0.03);
  context.lineTo(width * 0.5, height);
  context.stroke();
  context.beginPath();
  context.ellipse(width * 0.5, height * 0.78, width * 0.14, height * 0.1, 0, 0, Math.PI * 2);
  context.stroke();
}

/** A road at speed: a highway to the horizon under a dusk sky, lane marks and streaks of light. */
export function road(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const horizon = height * 0.42;
  const vanish = width * 0.5;
  verticalWash(
    context,
    [
      [0, '#1a1446'],
      [0.7, '#ff5e62'],
      [1, '#ffb36b'],
    ],
    width,
    0,
    horizon,
  );
  verticalWash(
    context,
    [
      [0, '#1d1d24'],
      [1, '#3a3a44'],
    ],
    width,
    horizon,
    height,
  );
  context.fillStyle = '#2b2b33';
  polygon(context, [
    [vanish - width * 0.01, horizon],
    [vanish + width * 0.01, horizon],
    [width * 1.1, height],
    [-width * 0.1, height],
  ]);
  context.fillStyle = '#ffd23f';
  for (let i = 0; i < 7; i += 1) {
    const t0 = Math.pow(i / 7, 1.7);
    const t1 = Math.pow((i + 0.5) / 7, 1.7);
    const y0 = horizon + (height - horizon) * t0;
    const y1 = horizon + (height - horizon) * t1;
    polygon(context, [
      [vanish - width * 0.002 - t0 * width * 0.012, y0],
      [vanish + width * 0.002 + t0 * width * 0.012, y0],
      [vanish + width * 0.002 + t1 * width * 0.012, y1],
      [vanish - width * 0.002 - t1 * width * 0.012, y1],
    ]);
  }
  context.fillStyle = '#ffffff';
  for (const side of [-1, 1]) {
    polygon(context, [
      [vanish + side * width * 0.01, horizon],
      [vanish + side * width * 0.013, horizon],
      [vanish + side * width * 0.62, height],
      [vanish + side * width * 0.56, height],
    ]);
  }
  const next = random(83);
  context.save();
  context.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 40; i += 1) {
    const angle = next() * Math.PI * 2;
    const from = height * (0.25 + next() * 0.2);
    const to = from + height * (0.3 + next() * 0.5);
    context.strokeStyle = withAlpha(next() < 0.5 ? '#ff3b3b' : '#9fe3ff', 0.35 + next() * 0.3);
    context.lineWidth = Math.max(1, height * (0.003 + next() * 0.004));
    context.beginPath();
    context.moveTo(vanish + Math.cos(angle) * from, horizon + Math.sin(angle) * from);
    context.lineTo(vanish + Math.cos(angle) * to, horizon + Math.sin(angle) * to);
    context.stroke();
  }
  context.restore();
}

/** Money: green banknotes raining down over a deep green glow. */
export function money(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#0c3b1f'],
      [1, '#03140a'],
    ],
    width,
    0,
    height,
  );
  glow(context, width * 0.5, height * 0.45, width * 0.6, '#3ddc84', 0.35);
  const next = random(89);
  const noteW = height * 0.22;
  const noteH = noteW * 0.45;
  for (let i = 0; i < 42; i += 1) {
    context.save();
    context.translate(next() * width, next() * height);
    context.rotate((next() - 0.5) * 1.6);
    const scale = 0.6 + next() * 0.7;
    context.scale(scale, scale);
    context.fillStyle = '#85bb65';
    context.fillRect(-noteW / 2, -noteH / 2, noteW, noteH);
    context.strokeStyle = '#2f6b2a';
    context.lineWidth = noteH * 0.08;
    context.strokeRect(-noteW * 0.42, -noteH * 0.36, noteW * 0.84, noteH * 0.72);
    context.fillStyle = '#d8f0c0';
    disc(context, 0, 0, noteH * 0.28);
    context.fillStyle = '#2f6b2a';
    context.fillRect(-noteH * 0.04, -noteH * 0.2, noteH * 0.08, noteH * 0.4);
    context.restore();
  }
}

export function fire(context: SKRSContext2D, request: BackgroundRequest): void {
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
