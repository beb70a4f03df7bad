import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited, UnsupportedImage } from '../../core/errors.js';
import { inspectUpload } from '../../core/uploads/inspect-upload.js';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { decodePixels } from './image-stats.js';
import { normalizeUpload } from './normalize-upload.js';
import { createUploadQueue, createUploadWorkerPool, decodeCost } from './upload-worker-pool.js';

const rocket = new Uint8Array(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`));

describe('upload worker pool', () => {
  it('normalizes an upload on a worker thread exactly as on this one', async () => {
    const pool = createUploadWorkerPool(createUploadQueue());
    const [onWorker, here] = await Promise.all([
      pool.normalize(rocket, inspectUpload(rocket)),
      normalizeUpload(rocket),
    ]);
    expect(Buffer.isBuffer(onWorker.jpeg)).toBe(true);
    expect([onWorker.width, onWorker.height]).toEqual([here.width, here.height]);
    const pixels = decodePixels(onWorker.jpeg);
    expect([pixels.width, pixels.height]).toEqual([here.width, here.height]);
  });

  it('keeps the kind of a decoding failure across the thread', async () => {
    const pool = createUploadWorkerPool(createUploadQueue());
    // The worker checks the bytes again: a cut file fails there, as an undecodable one would.
    const failure = pool.normalize(rocket.subarray(0, 400), inspectUpload(rocket));
    await expect(failure).rejects.toBeInstanceOf(UnsupportedImage);
    await expect(failure).rejects.toThrow(MESSAGES.invalidImage);
    // The worker survives a failed decode and takes the next upload.
    await expect(pool.normalize(rocket, inspectUpload(rocket))).resolves.toMatchObject({
      width: 640,
    });
  });

  it('refuses an upload with 429 and a message when the queue is full', async () => {
    const queue = createUploadQueue({ concurrency: 1, maxWaiting: 0 });
    const pool = createUploadWorkerPool(queue);
    const first = pool.normalize(rocket, inspectUpload(rocket));
    const second = pool.normalize(rocket, inspectUpload(rocket));
    await expect(second).rejects.toBeInstanceOf(RateLimited);
    await expect(second).rejects.toThrow(THUMBNAIL_MESSAGES.uploadsBusy);
    await first;
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('counts the decoded pixels and their redrawn copy', () => {
    expect(decodeCost({ width: 8000, height: 5000 })).toBe(8000 * 5000 + 3840 * 2400);
    expect(decodeCost({ width: 1280, height: 720 })).toBe(2 * 1280 * 720);
  });
});
