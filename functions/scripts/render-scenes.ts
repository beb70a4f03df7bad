/*
 * A contact sheet of every background the local renderer paints, each at 1280x720 (shown
 * smaller) and at 168x94, the size of a phone's feed: look at it to judge whether a creator
 * would know each scene at a glance. Written to screenshots/renders/ (or RENDER_GALLERY_DIR).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { paintBackground } from '../src/adapters/local-renderer/backgrounds.js';
import { titleFont } from '../src/adapters/imaging/title-fonts.js';
import { PAINTED_SCENES, type BackgroundKind } from '../src/core/thumbnails/scene/index.js';

const OUT_DIR =
  process.env.RENDER_GALLERY_DIR ?? new URL('../../screenshots/renders/', import.meta.url).pathname;
const KINDS: BackgroundKind[] = [
  ...PAINTED_SCENES,
  'gradient',
  'rays',
  'halftone',
  'split',
  'dark',
  'white',
];
const PALETTE = { accent: '#ff2bd6', second: '#2b8cff', deep: '#1a0b33' };
const COLUMNS = 6;
const LABEL = 22;

function painted(kind: BackgroundKind, width: number, height: number) {
  const canvas = createCanvas(width, height);
  paintBackground(canvas.getContext('2d'), {
    background: { kind, colours: [] },
    palette: PALETTE,
    photo: createCanvas(8, 8),
    width,
    height,
    focus: { x: width / 2, y: height * 0.4 },
  });
  return canvas;
}

/** One sheet: every scene painted at `paint` size and shown at `show` size, named below. */
function sheet(paint: { width: number; height: number }, show: { width: number; height: number }) {
  const rows = Math.ceil(KINDS.length / COLUMNS);
  const canvas = createCanvas(COLUMNS * (show.width + 8), rows * (show.height + LABEL));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.font = titleFont('anton', 14);
  KINDS.forEach((kind, i) => {
    const x = (i % COLUMNS) * (show.width + 8);
    const y = Math.floor(i / COLUMNS) * (show.height + LABEL);
    context.drawImage(painted(kind, paint.width, paint.height), x, y, show.width, show.height);
    context.fillStyle = '#000000';
    context.fillText(kind, x + 2, y + show.height + 16);
  });
  return canvas.toBuffer('image/png');
}

mkdirSync(OUT_DIR, { recursive: true });
const phone = { width: 168, height: 94 };
writeFileSync(
  join(OUT_DIR, 'scenes-1280x720.png'),
  sheet({ width: 1280, height: 720 }, { width: 320, height: 180 }),
);
writeFileSync(join(OUT_DIR, 'scenes-168x94.png'), sheet(phone, phone));
process.stdout.write(`${KINDS.length} backgrounds drawn to ${OUT_DIR}scenes-*.png\n`);
