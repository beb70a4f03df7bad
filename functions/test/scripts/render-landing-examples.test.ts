import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Image } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_VARIANTS } from '../../src/adapters/local-renderer/local-renderer.js';
import {
  EXAMPLES_DIR,
  LANDING_EXAMPLES,
  MAX_EXAMPLE_BYTES,
  PHOTOS_DIR,
  renderLandingExample,
} from '../../scripts/render-landing-examples.js';
import { makeTempDir } from '../support/temp-dir.js';

// The landing page shows what this script wrote; testing it keeps the script from rotting unseen.
describe('render-landing-examples script', () => {
  const temp = makeTempDir();
  afterAll(temp.remove);

  it('lists exactly the examples that web/public/examples holds', () => {
    const committed = readdirSync(EXAMPLES_DIR).filter((file) => file.endsWith('.webp'));
    expect(LANDING_EXAMPLES.map((example) => example.file).sort()).toEqual(committed.sort());
  });

  it('asks only for photos that exist and layouts the renderer has', () => {
    for (const example of LANDING_EXAMPLES) {
      expect(existsSync(join(PHOTOS_DIR, example.photo)), example.photo).toBe(true);
      expect(example.variant).toBeLessThan(MAX_VARIANTS);
    }
  });

  // One render is enough to prove the pipeline; the rest differ only in the inputs checked above.
  it('renders an example as a 1280x720 WebP under the size target', async () => {
    const [example] = LANDING_EXAMPLES;
    if (!example) throw new Error('no examples');
    const webp = await renderLandingExample(example, { outDir: temp.dir });
    expect(webp.toString('ascii', 8, 12)).toBe('WEBP');
    expect(webp.length).toBeLessThan(MAX_EXAMPLE_BYTES);
    const image = new Image();
    image.src = webp;
    expect([image.width, image.height]).toEqual([1280, 720]);
    expect(readdirSync(temp.dir)).toEqual([example.file]);
  });
});
