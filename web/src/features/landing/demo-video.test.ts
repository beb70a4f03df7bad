import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DEMO_DIR = new URL('../../../public/demo/', import.meta.url);
const VIDEO = new URL('thumbforge-demo.mp4', DEMO_DIR);
const POSTER = new URL('thumbforge-demo-poster.jpg', DEMO_DIR);
const MAX_BYTES = 3 * 1024 * 1024;

describe('the landing page demo video', () => {
  it('is an MP4 under 3 MB', () => {
    expect(existsSync(VIDEO), 'run `npm run record:demo`').toBe(true);
    expect(statSync(VIDEO).size).toBeLessThan(MAX_BYTES);
    const head = readFileSync(VIDEO).subarray(0, 12);
    expect(head.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('has a JPEG poster', () => {
    expect(existsSync(POSTER), 'run `npm run record:demo`').toBe(true);
    expect([...readFileSync(POSTER).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
