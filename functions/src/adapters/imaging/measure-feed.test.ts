import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  LUMINANCE_BANDS,
  PAGE_COLOURS,
  shareApartFrom,
} from '../../core/feed-check/feed-check-rules.js';
import { plainTitleLayer } from '../../../test/support/title-layers.js';
import { measureFeed } from './measure-feed.js';

const TITLE = plainTitleLayer('Dark edges, bright middle');

/** Black all round, a white panel over the middle half of the picture. */
async function darkEdgedPicture(): Promise<{ jpeg: Uint8Array; png: Uint8Array }> {
  const canvas = createCanvas(1280, 720);
  const context = canvas.getContext('2d');
  context.fillStyle = '#000000';
  context.fillRect(0, 0, 1280, 720);
  context.fillStyle = '#ffffff';
  context.fillRect(320, 180, 640, 360);
  return { jpeg: await canvas.encode('jpeg', 90), png: await canvas.encode('png') };
}

describe('measureFeed', () => {
  it('measures the light of the whole picture at feed size, not only its edge', async () => {
    const { jpeg, png } = await darkEdgedPicture();
    const { luminance } = measureFeed({
      jpeg,
      baseArt: png,
      titleLayer: TITLE,
      resolution: '1280 x 720',
    });
    expect(luminance).toHaveLength(LUMINANCE_BANDS);
    expect(luminance.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
    // A quarter of the picture is the white panel; the black edge is most of the rest.
    expect(luminance.at(-1)).toBeGreaterThan(0.22);
    expect(luminance[0]).toBeGreaterThan(0.7);
    // The edge alone melts into the dark page; the panel still stands out there and on the light one.
    expect(shareApartFrom(PAGE_COLOURS.dark, luminance)).toBeGreaterThan(0.22);
    expect(shareApartFrom(PAGE_COLOURS.light, luminance)).toBeGreaterThan(0.7);
  });

  it('gives the title outline as wide as it shows in the feed, beside its colours', async () => {
    const { jpeg, png } = await darkEdgedPicture();
    const { title } = measureFeed({
      jpeg,
      baseArt: png,
      titleLayer: TITLE,
      resolution: '1280 x 720',
    });
    expect(title.fill).toEqual({ red: 255, green: 255, blue: 255 });
    expect(title.outline).toEqual({ red: 0, green: 0, blue: 0 });
    expect(title.outlineAtFeed).toBeGreaterThan(0);
  });
});
