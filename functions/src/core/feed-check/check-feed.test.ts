import { describe, expect, it } from 'vitest';
import { plainTitleLayer } from '../../../test/support/title-layers.js';
import type { FeedPixels, MeasureFeedRequest } from '../ports/image-processor.port.js';
import { runFeedCheck } from './check-feed.js';
import { LUMINANCE_BANDS } from './feed-check-rules.js';

const pixels: FeedPixels = {
  title: {
    bounds: { x: 0.04, y: 0.05, width: 0.5, height: 0.3 },
    capHeightAtFeed: 12,
    outlineAtFeed: 0.5,
    fill: { red: 255, green: 255, blue: 255 },
    outline: { red: 0, green: 0, blue: 0 },
    behind: { red: 20, green: 20, blue: 40 },
  },
  luminance: new Array<number>(LUMINANCE_BANDS).fill(1 / LUMINANCE_BANDS),
};
const request: MeasureFeedRequest = {
  baseArt: new Uint8Array([1]),
  titleLayer: plainTitleLayer('Launch Day'),
  resolution: '1280 x 720',
  jpeg: new Uint8Array([2]),
};
const imaging = { measureFeed: async () => pixels };
const photo = new Uint8Array([3]);

function likenessOf(checks: Awaited<ReturnType<typeof runFeedCheck>>) {
  return checks.find((check) => check.id === 'likeness');
}

describe('runFeedCheck', () => {
  it('measures the likeness of the art against the photo', async () => {
    const measured: Uint8Array[] = [];
    const meter = {
      measure: async (_photo: Uint8Array, art: Uint8Array) => {
        measured.push(art);
        return [0.3];
      },
    };
    const checks = await runFeedCheck(request, imaging, { photo, meter });
    expect(measured).toEqual([request.baseArt]);
    expect(likenessOf(checks)?.status).toBe('warn');
  });

  it('takes likeness scores already measured of the same art rather than reading its faces again', async () => {
    const meter = {
      measure: () => Promise.reject(new Error('the faces were read a second time')),
    };
    const checks = await runFeedCheck(request, imaging, { photo, meter, measured: [0.3] });
    expect(likenessOf(checks)?.status).toBe('warn');
    expect(likenessOf(checks)?.message).toContain('0.30');
  });
});
