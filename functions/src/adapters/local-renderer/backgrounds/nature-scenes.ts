import type { SKRSContext2D } from '@napi-rs/canvas';
import { scaleHex, withAlpha } from '../../../core/colour/colour-math.js';
import { NAMED_COLOURS } from '../../../core/thumbnails/scene/index.js';
import {
  disc,
  fill,
  glow,
  polygon,
  random,
  verticalWash,
  type BackgroundRequest,
} from './paint-tools.js';

/* Scenes outdoors: a beach at sunset, a forest, mountains, snow, rain, a desert, sky, the sea. */

type Point = readonly [number, number];

/** A ridge line across the canvas from `base` (fraction of height), rising by up to `rise`. */
function ridge(width: number, height: number, base: number, rise: number, seed: number): Point[] {
  const next = random(seed);
  const points: Point[] = [[0, height]];
  const steps = 9;
  for (let i = 0; i <= steps; i += 1) {
    const up = i % 2 === 1 ? rise * (0.6 + next() * 0.4) : rise * next() * 0.35;
    points.push([(i / steps) * width, height * (base - up)]);
  }
  points.push([width, height]);
  return points;
}

/** Cumulus clouds: clusters of overlapping white discs with a soft grey underside. */
function cloud(context: SKRSContext2D, x: number, y: number, size: number, alpha: number) {
  context.fillStyle = `rgba(205, 215, 230, ${alpha})`;
  for (const [dx, dy, r] of [
    [-0.9, 0.15, 0.45],
    [0.9, 0.15, 0.45],
    [0, 0.2, 0.5],
  ] as const) {
    disc(context, x + dx * size, y + dy * size, r * size);
  }
  context.fillStyle = `rgba(255, 255, 255, ${alpha})`;
  for (const [dx, dy, r] of [
    [-0.9, 0, 0.45],
    [-0.35, -0.3, 0.6],
    [0.35, -0.4, 0.7],
    [0.9, 0, 0.45],
    [0, 0.05, 0.55],
  ] as const) {
    disc(context, x + dx * size, y + dy * size, r * size);
  }
}

/** A palm tree leaning from the foot of the canvas at `x`: a curved trunk and drooping fronds. */
function palm(context: SKRSContext2D, x: number, height: number, lean: number) {
  const topX = x + lean * height * 0.22;
  const topY = height * 0.18;
  context.strokeStyle = '#140a10';
  context.lineCap = 'round';
  context.lineWidth = height * 0.03;
  context.beginPath();
  context.moveTo(x, height);
  context.quadraticCurveTo(x + lean * height * 0.02, height * 0.5, topX, topY);
  context.stroke();
  context.lineWidth = height * 0.018;
  for (let i = 0; i < 7; i += 1) {
    const angle = Math.PI * (1.05 + i * 0.15);
    const reach = height * 0.2;
    const endX = topX + Math.cos(angle) * reach * 1.2;
    const endY = topY + Math.abs(Math.sin(angle)) * -reach * 0.25 + reach * 0.45;
    context.beginPath();
    context.moveTo(topX, topY);
    context.quadraticCurveTo(
      topX + Math.cos(angle) * reach * 0.6,
      topY + Math.sin(angle) * reach * 0.6,
      endX,
      endY,
    );
    context.stroke();
  }
}

/** A beach at sunset: a banded sky, a setting sun on the sea, its glitter, sand and a palm. */
export function beach(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const horizon = height * 0.56;
  verticalWash(
    context,
    [
      [0, '#3b1d6e'],
      [0.45, '#d9487a'],
      [0.8, '#ff8c42'],
      [1, '#ffc86b'],
    ],
    width,
    0,
    horizon,
  );
  glow(context, width * 0.5, horizon, height * 0.5, '#ffd27a', 0.55);
  context.fillStyle = '#ffe08a';
  context.beginPath();
  context.arc(width * 0.5, horizon, height * 0.12, Math.PI, 0);
  context.fill();
  verticalWash(
    context,
    [
      [0, '#2a3f8f'],
      [1, '#11194a'],
    ],
    width,
    horizon,
    height * 0.78,
  );
  context.fillStyle = 'rgba(255, 200, 110, 0.75)';
  for (let i = 0; i < 9; i += 1) {
    const y = horizon + height * 0.015 + i * height * 0.024;
    const half = height * (0.1 - i * 0.006);
    context.fillRect(width * 0.5 - half, y, half * 2, height * 0.007);
  }
  context.fillStyle = '#e9b77c';
  context.beginPath();
  context.moveTo(0, height * 0.8);
  context.quadraticCurveTo(width * 0.5, height * 0.72, width, height * 0.82);
  context.lineTo(width, height);
  context.lineTo(0, height);
  context.fill();
  verticalWash(
    context,
    [
      [0, 'rgba(0,0,0,0)'],
      [1, 'rgba(90,40,20,0.45)'],
    ],
    width,
    height * 0.8,
    height,
  );
  palm(context, width * 0.06, height, 0.6);
  palm(context, width * 0.95, height, -0.5);
}

/** A pine forest: rows of dark firs, lighter with distance, light falling through mist. */
export function forest(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#cfe8c8'],
      [0.5, '#6fa77a'],
      [1, '#1d3b26'],
    ],
    width,
    0,
    height,
  );
  const next = random(31);
  const rows = [
    { base: 0.55, size: 0.28, colour: '#6d9a78' },
    { base: 0.75, size: 0.42, colour: '#335f3f' },
    { base: 1.02, size: 0.6, colour: '#112a19' },
  ];
  for (const { base, size, colour } of rows) {
    context.fillStyle = colour;
    let x = -width * 0.03;
    while (x < width * 1.05) {
      const tall = height * size * (0.75 + next() * 0.5);
      const wide = tall * 0.42;
      const foot = height * base;
      for (let tier = 0; tier < 3; tier += 1) {
        const top = foot - tall + tier * tall * 0.25;
        const span = wide * (0.55 + tier * 0.25);
        polygon(context, [
          [x, top],
          [x + span / 2, top + tall * 0.45],
          [x - span / 2, top + tall * 0.45],
        ]);
      }
      context.fillRect(x - wide * 0.05, foot - tall * 0.2, wide * 0.1, tall * 0.2 + height);
      x += wide * (0.55 + next() * 0.4);
    }
  }
  context.fillStyle = 'rgba(255, 250, 220, 0.12)';
  for (let i = 0; i < 4; i += 1) {
    const x = width * (0.2 + i * 0.18);
    polygon(context, [
      [x, 0],
      [x + width * 0.05, 0],
      [x + width * 0.2, height],
      [x + width * 0.08, height],
    ]);
  }
}

/** Mountains: snow-capped peaks in ranges fading into a clear sky. */
export function mountains(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#4a90d9'],
      [0.6, '#a8d0f0'],
      [1, '#eaf4ff'],
    ],
    width,
    0,
    height,
  );
  const far = ridge(width, height, 0.62, 0.45, 41);
  context.fillStyle = '#6a7fa8';
  polygon(context, far);
  context.save();
  context.beginPath();
  far.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.clip();
  context.fillStyle = '#f4f8ff';
  for (const [x, y] of far.slice(1, -1)) {
    if (y > height * 0.35) continue;
    polygon(context, [
      [x, y],
      [x + width * 0.07, y + height * 0.12],
      [x + width * 0.02, y + height * 0.1],
      [x - width * 0.02, y + height * 0.13],
      [x - width * 0.07, y + height * 0.12],
    ]);
  }
  context.restore();
  context.fillStyle = '#3d5277';
  polygon(context, ridge(width, height, 0.8, 0.3, 43));
  context.fillStyle = '#1f2f45';
  polygon(context, ridge(width, height, 0.98, 0.2, 47));
}

/** Snow: a pale winter sky, white hills with snow-laden firs, flakes falling. */
export function snow(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#7f9fc4'],
      [1, '#dce8f5'],
    ],
    width,
    0,
    height,
  );
  context.fillStyle = '#f2f6fb';
  context.beginPath();
  context.moveTo(0, height * 0.7);
  context.quadraticCurveTo(width * 0.3, height * 0.58, width * 0.6, height * 0.72);
  context.quadraticCurveTo(width * 0.85, height * 0.64, width, height * 0.7);
  context.lineTo(width, height);
  context.lineTo(0, height);
  context.fill();
  for (const [x, size] of [
    [0.08, 0.5],
    [0.2, 0.35],
    [0.82, 0.45],
    [0.93, 0.6],
  ] as const) {
    const foot = height * 0.75;
    const tall = height * size;
    context.fillStyle = '#2e4a3a';
    polygon(context, [
      [width * x, foot - tall],
      [width * x + tall * 0.25, foot],
      [width * x - tall * 0.25, foot],
    ]);
    context.fillStyle = '#ffffff';
    polygon(context, [
      [width * x, foot - tall],
      [width * x + tall * 0.12, foot - tall * 0.55],
      [width * x - tall * 0.12, foot - tall * 0.55],
    ]);
  }
  const next = random(53);
  context.fillStyle = '#ffffff';
  for (let i = 0; i < 220; i += 1) {
    disc(context, next() * width, next() * height, height * (0.003 + next() * 0.008));
  }
}

/** Rain: a dark storm sky, slanting streaks and a wet street shining with lights. */
export function rain(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#1c2533'],
      [0.65, '#394a5e'],
      [1, '#121821'],
    ],
    width,
    0,
    height,
  );
  const next = random(59);
  for (let i = 0; i < 8; i += 1) {
    const x = next() * width;
    glow(context, x, height * 0.88, height * 0.08, next() < 0.5 ? '#ffb347' : '#7fd3ff', 0.5);
    context.fillStyle = withAlpha(next() < 0.5 ? '#ffb347' : '#7fd3ff', 0.25);
    context.fillRect(x - height * 0.006, height * 0.8, height * 0.012, height * 0.2);
  }
  context.strokeStyle = 'rgba(200, 220, 255, 0.45)';
  context.lineWidth = Math.max(1, height * 0.0025);
  const length = height * 0.07;
  for (let i = 0; i < 320; i += 1) {
    const x = next() * width * 1.1;
    const y = next() * height;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x - length * 0.25, y + length);
    context.stroke();
  }
}

/** A desert: hot sky, a low sun, rolling dunes in sunlit and shaded bands, a cactus. */
export function desert(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#f29e4c'],
      [0.6, '#ffd79a'],
      [1, '#ffeccc'],
    ],
    width,
    0,
    height * 0.6,
  );
  glow(context, width * 0.7, height * 0.32, height * 0.3, '#fff3c4', 0.8);
  context.fillStyle = '#fff6dc';
  disc(context, width * 0.7, height * 0.32, height * 0.08);
  const dunes = [
    { top: 0.5, colour: '#e8a45c' },
    { top: 0.62, colour: '#d98c3f' },
    { top: 0.76, colour: '#c2722b' },
  ];
  dunes.forEach(({ top, colour }, i) => {
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(0, height * (top + 0.05));
    context.bezierCurveTo(
      width * (0.3 + i * 0.1),
      height * (top - 0.1),
      width * (0.6 - i * 0.1),
      height * (top + 0.12),
      width,
      height * top,
    );
    context.lineTo(width, height);
    context.lineTo(0, height);
    context.fill();
  });
  context.fillStyle = '#2f5a2c';
  const cx = width * 0.12;
  const base = height * 0.92;
  const arm = height * 0.05;
  context.fillRect(cx - arm / 2, base - height * 0.4, arm, height * 0.4);
  context.fillRect(cx - arm * 2.2, base - height * 0.26, arm * 0.8, height * 0.13);
  context.fillRect(cx - arm * 2.2, base - height * 0.15, arm * 2, arm * 0.7);
  context.fillRect(cx + arm * 1.4, base - height * 0.32, arm * 0.8, height * 0.14);
  context.fillRect(cx, base - height * 0.2, arm * 2.2, arm * 0.7);
}

/**
 * Sky: a bright blue sky full of white clouds; asked in a colour ("a red sky"), that colour deep
 * at the top and glowing toward the horizon, the clouds lit by it.
 */
export function sky(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const asked = request.background.colours[0];
  const tint = asked && asked !== 'blue' ? NAMED_COLOURS[asked] : null;
  verticalWash(
    context,
    tint
      ? [
          [0, scaleHex(tint, 0.35)],
          [0.65, tint],
          [1, '#ffc98a'],
        ]
      : [
          [0, '#1f6fd1'],
          [0.7, '#6fb6f2'],
          [1, '#c6e6ff'],
        ],
    width,
    0,
    height,
  );
  glow(context, width * 0.85, height * 0.12, height * 0.35, '#fffbe0', 0.6);
  if (tint) context.globalAlpha = 0.55;
  for (const [x, y, size] of [
    [0.15, 0.25, 0.13],
    [0.5, 0.15, 0.09],
    [0.78, 0.4, 0.15],
    [0.3, 0.7, 0.12],
    [0.9, 0.85, 0.1],
    [0.05, 0.9, 0.1],
  ] as const) {
    cloud(context, width * x, height * y, height * size, 0.95);
  }
  context.globalAlpha = 1;
}

/** Underwater: light shafts through blue water, rising bubbles, weed on the sea floor. */
export function underwater(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#2bc4d8'],
      [0.45, '#0b6f9e'],
      [1, '#03223f'],
    ],
    width,
    0,
    height,
  );
  context.fillStyle = 'rgba(200, 255, 255, 0.1)';
  for (let i = 0; i < 6; i += 1) {
    const x = width * (0.1 + i * 0.16);
    polygon(context, [
      [x, 0],
      [x + width * 0.06, 0],
      [x + width * 0.02, height * 0.85],
      [x - width * 0.08, height * 0.85],
    ]);
  }
  const next = random(61);
  context.strokeStyle = 'rgba(220, 255, 255, 0.7)';
  context.lineWidth = Math.max(1, height * 0.003);
  for (let i = 0; i < 40; i += 1) {
    const radius = height * (0.006 + next() * 0.018);
    context.beginPath();
    context.arc(next() * width, next() * height * 0.85, radius, 0, Math.PI * 2);
    context.stroke();
  }
  context.fillStyle = '#06283a';
  context.beginPath();
  context.moveTo(0, height * 0.9);
  context.quadraticCurveTo(width * 0.5, height * 0.82, width, height * 0.92);
  context.lineTo(width, height);
  context.lineTo(0, height);
  context.fill();
  context.strokeStyle = '#1f7a4a';
  context.lineWidth = height * 0.012;
  for (let i = 0; i < 14; i += 1) {
    const x = next() * width;
    const tall = height * (0.15 + next() * 0.25);
    context.beginPath();
    context.moveTo(x, height);
    context.bezierCurveTo(
      x - tall * 0.2,
      height - tall * 0.4,
      x + tall * 0.2,
      height - tall * 0.6,
      x,
      height - tall,
    );
    context.stroke();
  }
  fill(context, 'rgba(0, 40, 80, 0.1)', width, height);
}
