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

/* Scenes indoors: a gaming room, a studio, a classroom, a kitchen, a gym, an office. */

/** A gaming room: a dark room lit by RGB strips, hexagon wall lights and two glowing monitors. */
export function gaming(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [first, second] = askedOr(request, '#b14dff', '#19e6ff');
  verticalWash(
    context,
    [
      [0, '#0d0620'],
      [1, '#1a0b33'],
    ],
    width,
    0,
    height,
  );
  glow(context, width * 0.2, height * 0.3, width * 0.35, first, 0.4);
  glow(context, width * 0.8, height * 0.3, width * 0.35, second, 0.4);
  const size = height * 0.06;
  context.lineWidth = Math.max(2, height * 0.008);
  for (const [col, row] of [
    [0, 0],
    [1, 0],
    [0.5, 1],
    [1.5, 1],
    [2, 0],
  ] as const) {
    const cx = width * 0.06 + col * size * 1.8;
    const cy = height * 0.14 + row * size * 1.6;
    context.strokeStyle = col % 1 === 0 ? first : second;
    context.shadowColor = context.strokeStyle;
    context.shadowBlur = height * 0.02;
    context.beginPath();
    for (let i = 0; i < 6; i += 1) {
      const angle = Math.PI / 6 + (i * Math.PI) / 3;
      const x = cx + Math.cos(angle) * size;
      const y = cy + Math.sin(angle) * size;
      if (i === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.closePath();
    context.stroke();
  }
  context.shadowBlur = 0;
  const desk = height * 0.74;
  for (const [x, colour] of [
    [0.6, second],
    [0.8, first],
  ] as const) {
    const w = width * 0.17;
    const h = height * 0.2;
    glow(context, width * x + w / 2, desk - h / 2, w, colour, 0.5);
    context.fillStyle = '#050208';
    roundedRect(context, width * x - 4, desk - h - height * 0.06 - 4, w + 8, h + 8, 6);
    const screen = context.createLinearGradient(0, desk - h, 0, desk);
    screen.addColorStop(0, colour);
    screen.addColorStop(1, withAlpha(colour, 0.5));
    context.fillStyle = screen;
    context.fillRect(width * x, desk - h - height * 0.06, w, h);
  }
  context.fillStyle = '#08040f';
  context.fillRect(0, desk, width, height - desk);
  const strip = context.createLinearGradient(0, 0, width, 0);
  strip.addColorStop(0, first);
  strip.addColorStop(0.5, second);
  strip.addColorStop(1, first);
  context.fillStyle = strip;
  context.shadowColor = second;
  context.shadowBlur = height * 0.03;
  context.fillRect(0, desk, width, height * 0.012);
  context.shadowBlur = 0;
}

/** A photo studio: a seamless grey backdrop, softboxes glowing either side. */
export function studio(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  verticalWash(
    context,
    [
      [0, '#3a3d44'],
      [0.75, '#5b5f68'],
      [1, '#2a2c31'],
    ],
    width,
    0,
    height,
  );
  glow(context, width * 0.5, height * 0.55, width * 0.45, '#ffffff', 0.35);
  for (const x of [0.1, 0.9]) {
    const w = width * 0.11;
    const h = height * 0.32;
    glow(context, width * x, height * 0.3, width * 0.2, '#ffffff', 0.45);
    context.fillStyle = '#16171a';
    context.fillRect(width * x - w / 2 - 6, height * 0.14 - 6, w + 12, h + 12);
    context.fillStyle = '#fbfbff';
    context.fillRect(width * x - w / 2, height * 0.14, w, h);
    context.fillStyle = '#16171a';
    context.fillRect(width * x - width * 0.004, height * 0.14 + h, width * 0.008, height);
    context.beginPath();
    context.moveTo(width * x, height * 0.88);
    context.lineTo(width * x - width * 0.05, height);
    context.lineTo(width * x + width * 0.05, height);
    context.fill();
  }
  verticalWash(
    context,
    [
      [0, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0.35)'],
    ],
    width,
    height * 0.8,
    height,
  );
}

/** A classroom: a green chalkboard in a wooden frame, chalk sums and shapes, a wall and desk. */
export function classroom(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#d9c9a3', width, height);
  const board = { x: width * 0.06, y: height * 0.1, w: width * 0.88, h: height * 0.58 };
  context.fillStyle = '#8a5a2b';
  context.fillRect(
    board.x - height * 0.025,
    board.y - height * 0.025,
    board.w + height * 0.05,
    board.h + height * 0.05,
  );
  context.fillStyle = '#2f5d46';
  context.fillRect(board.x, board.y, board.w, board.h);
  glow(context, width * 0.5, height * 0.35, width * 0.4, '#ffffff', 0.08);
  context.strokeStyle = 'rgba(240, 245, 235, 0.85)';
  context.lineWidth = Math.max(2, height * 0.008);
  context.lineCap = 'round';
  const chalk = (points: readonly (readonly [number, number])[]) => {
    context.beginPath();
    points.forEach(([x, y], i) =>
      i === 0
        ? context.moveTo(board.x + x * board.w, board.y + y * board.h)
        : context.lineTo(board.x + x * board.w, board.y + y * board.h),
    );
    context.stroke();
  };
  chalk([
    [0.06, 0.8],
    [0.24, 0.8],
    [0.06, 0.35],
    [0.06, 0.8],
  ]);
  context.beginPath();
  context.arc(board.x + board.w * 0.86, board.y + board.h * 0.32, board.h * 0.17, 0, Math.PI * 2);
  context.stroke();
  chalk([
    [0.3, 0.22],
    [0.36, 0.22],
  ]);
  chalk([
    [0.33, 0.15],
    [0.33, 0.29],
  ]);
  chalk([
    [0.4, 0.22],
    [0.46, 0.22],
  ]);
  chalk([
    [0.43, 0.15],
    [0.43, 0.29],
  ]);
  chalk([
    [0.5, 0.19],
    [0.56, 0.19],
  ]);
  chalk([
    [0.5, 0.25],
    [0.56, 0.25],
  ]);
  chalk([
    [0.6, 0.15],
    [0.64, 0.15],
    [0.64, 0.29],
  ]);
  const next = random(97);
  for (let line = 0; line < 3; line += 1) {
    const y = 0.5 + line * 0.14;
    const points: [number, number][] = [];
    for (let x = 0.32; x < 0.72; x += 0.02) points.push([x, y + (next() - 0.5) * 0.05]);
    chalk(points);
  }
  context.fillStyle = '#e8e4dc';
  context.fillRect(board.x, board.y + board.h + height * 0.025, board.w, height * 0.015);
  verticalWash(
    context,
    [
      [0, '#a0713e'],
      [1, '#6b4622'],
    ],
    width,
    height * 0.84,
    height,
  );
}

/** A kitchen: white tiles, wooden cabinets above, a counter with a pan and a pot below. */
export function kitchen(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#f4f1ea', width, height);
  const tile = height * 0.06;
  context.strokeStyle = '#cfc8bb';
  context.lineWidth = Math.max(1, height * 0.003);
  for (let row = 0; row * tile < height; row += 1) {
    const y = row * tile;
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
    for (let x = (row % 2) * tile; x < width; x += tile * 2) {
      context.beginPath();
      context.moveTo(x, y);
      context.lineTo(x, y + tile);
      context.stroke();
    }
  }
  const doors = 6;
  for (let i = 0; i < doors; i += 1) {
    const w = width / doors;
    context.fillStyle = '#b07a45';
    context.fillRect(i * w + 4, 0, w - 8, height * 0.28);
    context.fillStyle = '#9a6737';
    context.fillRect(i * w + 4 + w * 0.1, height * 0.03, w * 0.8 - 8, height * 0.21);
    context.fillStyle = '#d9d4c7';
    context.fillRect(i * w + w / 2 - 4, height * 0.22, 8, height * 0.04);
  }
  const counter = height * 0.74;
  context.fillStyle = '#3b3b40';
  context.fillRect(0, counter, width, height * 0.035);
  context.fillStyle = '#7b5232';
  context.fillRect(0, counter + height * 0.035, width, height);
  context.fillStyle = '#2a2a2e';
  context.beginPath();
  context.ellipse(
    width * 0.16,
    counter - height * 0.02,
    width * 0.08,
    height * 0.03,
    0,
    0,
    Math.PI * 2,
  );
  context.fill();
  context.fillRect(width * 0.24, counter - height * 0.03, width * 0.1, height * 0.015);
  context.fillStyle = '#c0392b';
  roundedRect(
    context,
    width * 0.78,
    counter - height * 0.16,
    width * 0.13,
    height * 0.16,
    height * 0.02,
  );
  context.fillStyle = '#96281b';
  context.fillRect(width * 0.77, counter - height * 0.17, width * 0.15, height * 0.02);
  context.fillStyle = '#3a8d3a';
  disc(context, width * 0.68, counter - height * 0.04, height * 0.04);
  context.fillStyle = '#e0a526';
  disc(context, width * 0.63, counter - height * 0.03, height * 0.03);
}

/** A gym: dark concrete, a rack of dumbbells, weight plates and a red accent light. */
export function gym(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  const [accent] = askedOr(request, '#ff2a2a', '#ff2a2a');
  verticalWash(
    context,
    [
      [0, '#6a6e78'],
      [1, '#2e3036'],
    ],
    width,
    0,
    height,
  );
  glow(context, width * 0.5, height * 0.2, width * 0.5, accent, 0.25);
  context.fillStyle = withAlpha(accent, 0.9);
  context.fillRect(0, height * 0.12, width, height * 0.015);
  const plate = (x: number, y: number, r: number) => {
    context.fillStyle = '#0b0b0d';
    disc(context, x, y, r);
    context.fillStyle = '#3a3c42';
    disc(context, x, y, r * 0.78);
    context.fillStyle = '#0b0b0d';
    disc(context, x, y, r * 0.18);
  };
  for (let i = 0; i < 4; i += 1)
    plate(width * 0.08, height * (0.32 + i * 0.07), height * 0.13 - i * height * 0.01);
  for (let i = 0; i < 4; i += 1)
    plate(width * 0.92, height * (0.32 + i * 0.07), height * 0.13 - i * height * 0.01);
  const rack = height * 0.78;
  context.fillStyle = '#5a5d66';
  context.fillRect(width * 0.02, rack, width * 0.96, height * 0.02);
  context.fillRect(width * 0.04, rack, width * 0.015, height);
  context.fillRect(width * 0.945, rack, width * 0.015, height);
  for (let i = 0; i < 11; i += 1) {
    const x = width * (0.07 + i * 0.083);
    const r = height * (0.05 + (i % 3) * 0.008);
    context.fillStyle = '#0f0f12';
    roundedRect(context, x, rack - r * 2, r * 1.2, r * 2, r * 0.3);
    roundedRect(context, x + width * 0.05, rack - r * 2, r * 1.2, r * 2, r * 0.3);
    context.fillStyle = '#9da1aa';
    context.fillRect(x + r, rack - r * 1.2, width * 0.05 - r * 0.8, r * 0.4);
  }
  context.fillStyle = '#0c0c0e';
  context.fillRect(0, rack + height * 0.02, width, height);
}

/** An office: big windows on a bright day, ceiling lights, a desk with a monitor and a plant. */
export function office(context: SKRSContext2D, request: BackgroundRequest): void {
  const { width, height } = request;
  fill(context, '#e9edf2', width, height);
  const panes = 4;
  const top = height * 0.12;
  const bottom = height * 0.7;
  verticalWash(
    context,
    [
      [0, '#8cc4f0'],
      [1, '#d8ecfb'],
    ],
    width,
    top,
    bottom,
  );
  for (let i = 0; i < panes; i += 1) {
    const x = width * (0.05 + i * 0.23);
    const w = width * 0.21;
    context.fillStyle = '#9fb3c4';
    for (let b = 0; b < 5; b += 1) {
      const bw = w * 0.16;
      const bh = (bottom - top) * (0.25 + ((i * 5 + b) % 4) * 0.12);
      context.fillRect(x + b * w * 0.2, bottom - bh, bw, bh);
    }
  }
  context.fillStyle = '#e9edf2';
  context.fillRect(0, 0, width, top);
  context.fillRect(0, bottom, width, height - bottom);
  context.fillStyle = '#3b4654';
  for (let i = 0; i <= panes; i += 1)
    context.fillRect(width * (0.04 + i * 0.23), top, width * 0.01, bottom - top);
  context.fillRect(width * 0.04, top, width * 0.93, height * 0.012);
  context.fillRect(width * 0.04, bottom - height * 0.012, width * 0.93, height * 0.012);
  for (let i = 0; i < 3; i += 1) {
    context.fillStyle = '#ffffff';
    context.fillRect(width * (0.15 + i * 0.3), height * 0.02, width * 0.14, height * 0.025);
    glow(context, width * (0.22 + i * 0.3), height * 0.04, height * 0.12, '#ffffff', 0.6);
  }
  const desk = height * 0.82;
  context.fillStyle = '#cfd6de';
  context.fillRect(0, bottom, width, desk - bottom);
  context.fillStyle = '#f7f7f5';
  context.fillRect(0, desk, width, height * 0.03);
  context.fillStyle = '#8a8f96';
  context.fillRect(0, desk + height * 0.03, width, height);
  context.fillStyle = '#1d2430';
  roundedRect(
    context,
    width * 0.74,
    desk - height * 0.2,
    width * 0.18,
    height * 0.17,
    height * 0.01,
  );
  context.fillRect(width * 0.82, desk - height * 0.04, width * 0.02, height * 0.04);
  context.fillStyle = '#3f7fd9';
  context.fillRect(width * 0.75, desk - height * 0.19, width * 0.16, height * 0.14);
  context.fillStyle = '#c96f3a';
  context.fillRect(width * 0.08, desk - height * 0.08, width * 0.05, height * 0.08);
  context.fillStyle = '#2f8f46';
  const next = random(101);
  for (let i = 0; i < 7; i += 1) {
    const angle = -Math.PI / 2 + (next() - 0.5) * 2;
    polygon(context, [
      [width * 0.105, desk - height * 0.08],
      [
        width * 0.105 + Math.cos(angle - 0.15) * height * 0.18,
        desk - height * 0.08 + Math.sin(angle - 0.15) * height * 0.18,
      ],
      [
        width * 0.105 + Math.cos(angle + 0.15) * height * 0.18,
        desk - height * 0.08 + Math.sin(angle + 0.15) * height * 0.18,
      ],
    ]);
  }
}
