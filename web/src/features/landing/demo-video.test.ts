import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS, demoVideoFor } from './demo-video';

const DEMO_DIR = new URL('../../../public/demo/', import.meta.url);
const MAX_BYTES = 3 * 1024 * 1024;
const file = (path: string) => new URL(`.${path.replace(/^\/demo/, '')}`, DEMO_DIR);

describe.each(Object.entries(DEMO_VIDEOS))('the landing page demo video (%s)', (_name, video) => {
  it('is an MP4 under 3 MB', () => {
    expect(existsSync(file(video.src)), 'run `npm run record:demo`').toBe(true);
    expect(statSync(file(video.src)).size).toBeLessThan(MAX_BYTES);
    const head = readFileSync(file(video.src)).subarray(0, 12);
    expect(head.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('has a JPEG poster', () => {
    expect(existsSync(file(video.poster)), 'run `npm run record:demo`').toBe(true);
    expect([...readFileSync(file(video.poster)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('the demo video a screen plays', () => {
  it('is the phone recording on a phone and the desktop one elsewhere', () => {
    expect(demoVideoFor(true)).toBe(DEMO_VIDEOS.phone);
    expect(demoVideoFor(false)).toBe(DEMO_VIDEOS.desktop);
  });
});
