import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import { proposeBrandKit } from '../../core/brand-kits/propose-brand-kit.js';
import {
  bigTitleThumbnail,
  colourDistance as distance,
  craftedThumbnail,
} from '../../../test/support/brand-pixels.js';
import { readImageHeader } from '../../core/uploads/image-header.js';
import { FACE_INPUT_MAX } from '../vision/analysis-protocol.js';
import { clusterColours, LOOK_HEIGHT, LOOK_WIDTH, readThumbnailPixels } from './brand-look.js';
import { decodeImage } from './decode-image.js';

vi.mock(import('./decode-image.js'), async (actual) => {
  const module = await actual();
  return { decodeImage: vi.fn(module.decodeImage) };
});

const RED = '#e50914';
const TEAL = '#00b3a4';

describe('reading past thumbnails for a brand kit', () => {
  it('finds the colours thumbnails were made in, their light and their outlined titles', async () => {
    const reads = await Promise.all(
      [0, 1, 2].map(async (variant) =>
        readThumbnailPixels(await craftedThumbnail([RED, TEAL], variant)),
      ),
    );
    expect(reads.every((read) => read.rgb.length === LOOK_WIDTH * LOOK_HEIGHT * 3)).toBe(true);
    expect(reads.map((read) => read.title)).toEqual(['outlined', 'outlined', 'outlined']);
    const rgb = new Uint8Array(reads.flatMap((read) => [...read.rgb]));
    const clusters = clusterColours(rgb, 8);
    const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    const { proposal, evidence } = proposeBrandKit({
      thumbnails: reads.map((read) => ({ ...read, faces: [] })),
      colours: clusters.map((cluster) => ({ colour: hex(cluster.rgb), share: cluster.share })),
    });
    for (const known of [RED, TEAL]) {
      expect(Math.min(...proposal.colours.map((found) => distance(found, known)))).toBeLessThan(30);
    }
    // The grey stand-in for the photo is a big cluster, but no brand colour.
    expect(proposal.colours.some((found) => distance(found, '#7a746e') < 30)).toBe(false);
    expect(proposal.titleStyle).toBe('outline');
    expect(evidence.titles).toEqual({ boxed: 0, outlined: 3 });
    expect(evidence.colourShares.reduce((sum, c) => sum + c.share, 0)).toBeGreaterThan(0.5);
  });

  it('never holds a PNG at full size, and decodes anything else once, then reads it small', async () => {
    vi.mocked(decodeImage).mockClear();
    const png = await bigTitleThumbnail(TEAL, { width: 1920, height: 1080 });
    const read = await readThumbnailPixels(png);
    expect(decodeImage).not.toHaveBeenCalled();
    expect(read.title).toBe('outlined');
    // Its faces are looked for in a small copy, not in the upload.
    const small = readImageHeader(read.small);
    expect(small.ok && [small.header.width, small.header.height]).toEqual([FACE_INPUT_MAX, 360]);

    const canvas = createCanvas(1920, 1080);
    canvas.getContext('2d').drawImage(decodeImage(png), 0, 0);
    const jpeg = await canvas.encode('jpeg', 90);
    vi.mocked(decodeImage).mockClear();
    const fromJpeg = await readThumbnailPixels(jpeg);
    expect(decodeImage).toHaveBeenCalledTimes(1);
    expect(fromJpeg.title).toBe('outlined');
    expect(Math.abs(fromJpeg.brightness - read.brightness)).toBeLessThan(0.05);
  });

  it('clusters in bounded rounds and answers the same for the same pixels', () => {
    const rgb = new Uint8Array(3000 * 3);
    for (let i = 0; i < 3000; i += 1) rgb.set(i % 3 === 0 ? [250, 10, 10] : [10, 10, 250], i * 3);
    const once = clusterColours(rgb, 4);
    expect(once).toEqual(clusterColours(rgb, 4));
    expect(once.map((cluster) => cluster.rgb)).toEqual([
      [10, 10, 250],
      [250, 10, 10],
    ]);
    expect(once[0]!.share).toBeCloseTo(2 / 3, 3);
    expect(clusterColours(new Uint8Array(0), 4)).toEqual([]);
  });
});
