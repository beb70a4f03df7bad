import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scaledWebp } from '../../../build/example-copies.ts';
import {
  EXAMPLE_COPY_WIDTHS,
  EXAMPLE_SIZE,
  exampleSrcSet,
  HERO_THUMBNAIL,
  TRANSFORMATIONS,
} from './landing-examples';

const PUBLIC_DIR = new URL('../../../public/', import.meta.url);
/** What render-landing-examples.ts aims under; four of these load with the page. */
const MAX_BYTES = 120 * 1024;

/** Width and height from a WebP file's header, in any of its three forms (lossy, lossless, extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

const examples = [HERO_THUMBNAIL, ...TRANSFORMATIONS.map((example) => example.after)];

describe('landing page examples', () => {
  it('credits each photo with the photographer and licence that SOURCES.md gives it', () => {
    const sources = readFileSync(new URL('./photos/SOURCES.md', PUBLIC_DIR), 'utf8');
    for (const { before } of TRANSFORMATIONS) {
      const name = before.photo.replace(/^\/photos\//, '').replace(/\.webp$/, '');
      const row = sources.split('\n').find((line) => line.startsWith(`| ${name}.`)) ?? '';
      const [, who = '', licence = ''] =
        /^Photo: (.+), (CC0|public domain)$/.exec(before.credit) ?? [];
      expect(row, before.photo).toContain(who);
      expect(row.toLowerCase(), before.photo).toContain(licence.toLowerCase());
      expect(licence, before.photo).not.toBe('');
    }
  });

  it.each(examples.map((example) => example.src))(
    '%s is a rendered 1280x720 WebP under the size target',
    (src) => {
      const file = new URL(`.${src}`, PUBLIC_DIR);
      expect(statSync(file).size).toBeLessThan(MAX_BYTES);
      expect(webpSize(readFileSync(file))).toEqual(EXAMPLE_SIZE);
    },
  );

  it('offers each example at every width, the full one last', () => {
    expect(exampleSrcSet('/examples/gaming.webp')).toBe(
      '/examples/gaming-640w.webp 640w, /examples/gaming-960w.webp 960w, /examples/gaming.webp 1280w',
    );
  });

  it('has the build scale an example to each narrower width as a smaller 16:9 WebP', async () => {
    const original = readFileSync(new URL(`.${HERO_THUMBNAIL.src}`, PUBLIC_DIR));
    for (const width of EXAMPLE_COPY_WIDTHS) {
      const copy = await scaledWebp(original, width);
      expect(webpSize(copy)).toEqual({ width, height: (width * 9) / 16 });
      expect(copy.length).toBeLessThan(original.length);
    }
  });

  it('gives every example its own file and a description', () => {
    expect(new Set(examples.map((example) => example.src)).size).toBe(examples.length);
    for (const example of examples) {
      expect(example.src).toMatch(/^\/examples\/[a-z-]+\.webp$/);
      expect(example.alt.length).toBeGreaterThan(40);
    }
  });
});
