import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image.js';
import { shrinkPng } from './shrink-png.js';

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

interface Layout {
  colourType: number;
  depth: number;
  /** The samples of one pixel, by its column: left or right half. */
  pixel: (left: boolean) => number[];
  palette?: number[];
  transparency?: number[];
  interlaced?: boolean;
}

const WIDTH = 64;
const HEIGHT = 32;

/** A PNG whose left half is one colour and right half another, its rows unfiltered. */
function halves(layout: Layout): Buffer {
  const { colourType, depth } = layout;
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const samples = Array.from({ length: WIDTH }, (_, x) => layout.pixel(x < WIDTH / 2)).flat();
    const bytes = Buffer.alloc(Math.ceil((samples.length * depth) / 8));
    samples.forEach((sample, i) => {
      if (depth === 16) bytes.writeUInt16BE(sample, i * 2);
      else if (depth === 8) bytes[i] = sample;
      else {
        const bit = i * depth;
        bytes[bit >> 3] = bytes[bit >> 3]! | (sample << (8 - depth - (bit & 7)));
      }
    });
    rows.push(Buffer.from([0]), bytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([depth, colourType, 0, 0, layout.interlaced ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(layout.palette ? [chunk('PLTE', Buffer.from(layout.palette))] : []),
    ...(layout.transparency ? [chunk('tRNS', Buffer.from(layout.transparency))] : []),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgbAt = (rgba: Uint8ClampedArray, at: number) => [...rgba.subarray(at * 4, at * 4 + 3)];

describe('a PNG shrunk while it loads', () => {
  it.each<[string, Layout, number[], number[]]>([
    [
      '8-bit RGB',
      { colourType: 2, depth: 8, pixel: (l) => (l ? [200, 10, 30] : [0, 180, 160]) },
      [200, 10, 30],
      [0, 180, 160],
    ],
    [
      '16-bit RGB',
      { colourType: 2, depth: 16, pixel: (l) => (l ? [0xc8ff, 0, 0] : [0, 0, 0xffff]) },
      [200, 0, 0],
      [0, 0, 255],
    ],
    [
      'RGBA over black',
      { colourType: 6, depth: 8, pixel: (l) => (l ? [200, 100, 50, 255] : [200, 100, 50, 0]) },
      [200, 100, 50],
      [0, 0, 0],
    ],
    [
      'grey',
      { colourType: 0, depth: 8, pixel: (l) => [l ? 40 : 220] },
      [40, 40, 40],
      [220, 220, 220],
    ],
    [
      '1-bit grey',
      { colourType: 0, depth: 1, pixel: (l) => [l ? 0 : 1] },
      [0, 0, 0],
      [255, 255, 255],
    ],
    [
      'grey and alpha',
      { colourType: 4, depth: 8, pixel: (l) => [200, l ? 255 : 0] },
      [200, 200, 200],
      [0, 0, 0],
    ],
    [
      'RGB with a colour key',
      {
        colourType: 2,
        depth: 8,
        pixel: (l) => (l ? [1, 2, 3] : [90, 90, 90]),
        transparency: [0, 1, 0, 2, 0, 3],
      },
      [0, 0, 0],
      [90, 90, 90],
    ],
    [
      'a 4-bit palette with transparency',
      {
        colourType: 3,
        depth: 4,
        pixel: (l) => [l ? 1 : 2],
        palette: [0, 0, 0, 250, 200, 0, 30, 60, 90],
        transparency: [255, 255, 0],
      },
      [250, 200, 0],
      [0, 0, 0],
    ],
  ])('reads %s: each half its colour, laid over black', async (_, layout, left, right) => {
    const shrunk = await shrinkPng(halves(layout), 8);
    expect(shrunk && { width: shrunk.width, height: shrunk.height }).toEqual({
      width: 8,
      height: 4,
    });
    for (const [at, expected] of [
      [0, left],
      [7, right],
      [31, right],
    ] as const) {
      const found = rgbAt(shrunk!.rgba, at);
      found.forEach((channel, i) =>
        expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(1),
      );
    }
  });

  it('matches the full decode drawn small, whatever filters the encoder chose', async () => {
    const canvas = createCanvas(400, 240);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 400, 240);
    gradient.addColorStop(0, '#ff0040');
    gradient.addColorStop(1, '#2040ff');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 400, 240);
    context.fillStyle = '#ffe000';
    context.beginPath();
    context.arc(120, 120, 70, 0, Math.PI * 2);
    context.fill();
    const png = await canvas.encode('png');

    const shrunk = (await shrinkPng(png, 40))!;
    const reference = createCanvas(shrunk.width, shrunk.height).getContext('2d');
    reference.imageSmoothingQuality = 'high';
    reference.drawImage(decodeImage(png), 0, 0, shrunk.width, shrunk.height);
    const expected = reference.getImageData(0, 0, shrunk.width, shrunk.height).data;
    let difference = 0;
    for (let i = 0; i < expected.length; i += 4) {
      for (let c = 0; c < 3; c += 1) difference += Math.abs(expected[i + c]! - shrunk.rgba[i + c]!);
    }
    expect(difference / ((expected.length / 4) * 3)).toBeLessThan(6);
  });

  it('leaves interlaced and cut-short PNGs to the full decoder', async () => {
    const rgb: Layout = { colourType: 2, depth: 8, pixel: () => [1, 2, 3] };
    expect(await shrinkPng(halves({ ...rgb, interlaced: true }), 8)).toBeNull();
    const whole = halves({ colourType: 2, depth: 8, pixel: (l) => (l ? [9, 9, 9] : [250, 1, 1]) });
    const data = whole.indexOf('IDAT', 0, 'latin1') + 4;
    const rows = deflateSync(Buffer.alloc((WIDTH * 3 + 1) * (HEIGHT / 2)));
    const cut = Buffer.concat([
      whole.subarray(0, data - 8),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await shrinkPng(cut, 8)).toBeNull();
    expect(await shrinkPng(new Uint8Array([1, 2, 3]), 8)).toBeNull();
  });
});
