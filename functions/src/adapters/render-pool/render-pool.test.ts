import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES, THUMBNAIL_MESSAGES, type TitleLayer } from '@thumbforge/contract';
import { placeTitle } from '../../core/thumbnails/title/index.js';
import { ServerBusy, UnsupportedImage } from '../../core/errors.js';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { createCanvasImageProcessor, decodeCost } from '../imaging/canvas-image-processor.js';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import { decodePixels } from '../imaging/image-stats.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { createRenderPool } from './render-pool.js';

const rocket = new Uint8Array(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`));
const pool = createRenderPool({ workers: 1, maxWaiting: 0 });
afterAll(() => pool.close());

describe('render pool', () => {
  it('normalizes an upload on a worker thread exactly as on this one', async () => {
    const imaging = createCanvasImageProcessor(pool);
    const [onWorker, here] = await Promise.all([
      imaging.prepareUpload(rocket),
      normalizeUpload(rocket),
    ]);
    expect(Buffer.isBuffer(onWorker.jpeg)).toBe(true);
    expect([onWorker.width, onWorker.height]).toEqual([here.width, here.height]);
    const pixels = decodePixels(onWorker.jpeg);
    expect([pixels.width, pixels.height]).toEqual([here.width, here.height]);
  });

  it('composites a thumbnail on a worker thread byte for byte as on this one', async () => {
    const baseArt = (await normalizeUpload(rocket)).jpeg;
    const titleLayer: TitleLayer = {
      text: 'LAUNCH DAY',
      style: {
        font: 'anton',
        fill: '#ffffff',
        outline: '#000000',
        shadow: '#000000',
        scale: 2,
        band: null,
        frame: null,
      },
      position: placeTitle({ vertical: 'bottom' }),
    };
    const request = { baseArt, titleLayer, resolution: '1280 x 720' as const };
    const [onWorker, here] = await Promise.all([
      createCanvasImageProcessor(pool).composeThumbnail(request),
      composeThumbnail(request),
    ]);
    expect(Buffer.compare(onWorker.jpeg, here.jpeg)).toBe(0);
  });

  it('keeps the kind of a decoding failure across the thread', async () => {
    const imaging = createCanvasImageProcessor(pool);
    // The worker checks the bytes again: a cut file fails there, as an undecodable one would.
    const cut = pool.run('normalize-upload', { bytes: rocket.subarray(0, 400) });
    await expect(cut).rejects.toBeInstanceOf(UnsupportedImage);
    await expect(cut).rejects.toThrow(MESSAGES.invalidImage);
    // The worker survives a failed decode and takes the next upload.
    await expect(imaging.prepareUpload(rocket)).resolves.toMatchObject({ width: 640 });
  });

  it('refuses a job with 503 and a message when its queue is full', async () => {
    let finish: () => void = () => {};
    const held = pool.queue.run(1, () => new Promise<void>((resolve) => (finish = resolve)));
    const refused = createCanvasImageProcessor(pool).prepareUpload(rocket);
    await expect(refused).rejects.toBeInstanceOf(ServerBusy);
    await expect(refused).rejects.toThrow(THUMBNAIL_MESSAGES.serverBusy);
    finish();
    await held;
    expect([pool.queue.running, pool.queue.waiting]).toEqual([0, 0]);
  });

  it('counts the decoded pixels and their redrawn copy', () => {
    expect(decodeCost({ width: 8000, height: 5000 })).toBe(8000 * 5000 + 3840 * 2400);
    expect(decodeCost({ width: 1280, height: 720 })).toBe(2 * 1280 * 720);
  });
});
