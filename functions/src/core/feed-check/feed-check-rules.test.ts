import { FEED_CHECK_IDS, LIMITS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { parseEditInstructions } from '../thumbnails/prompt/index.js';
import { contrastRatio } from '../colour/colour-math.js';
import {
  feedChecks,
  MIN_EDGE_CONTRAST,
  MIN_FACE_PX,
  MIN_TITLE_CAP_PX,
  MIN_TITLE_CONTRAST,
  type FeedMeasurements,
} from './feed-check-rules.js';

const white = { red: 255, green: 255, blue: 255 };
const black = { red: 0, green: 0, blue: 0 };
const grey = { red: 128, green: 128, blue: 128 };

/** A thumbnail that passes everything: big white title on dark art at the top left, one big face right. */
function good(): FeedMeasurements {
  return {
    file: { bytes: 300_000, type: 'jpeg', width: 1280, height: 720 },
    expected: { width: 1280, height: 720 },
    title: {
      bounds: { x: 0.04, y: 0.05, width: 0.5, height: 0.3 },
      capHeightAtFeed: 12,
      outlineAtFeed: 0.5,
      fill: white,
      outline: black,
      behind: { red: 20, green: 20, blue: 40 },
    },
    faces: [{ x: 0.6, y: 0.2, width: 0.25, height: 0.45 }],
    edge: grey,
  };
}

function status(measured: FeedMeasurements) {
  return Object.fromEntries(feedChecks(measured).map((check) => [check.id, check.status]));
}

describe('feed check rules', () => {
  it('answers every id once, in the contract order, all passing for a good thumbnail', () => {
    const checks = feedChecks(good());
    expect(checks.map((check) => check.id)).toEqual([...FEED_CHECK_IDS]);
    expect(checks.every((check) => check.status === 'pass' && !check.fix)).toBe(true);
  });

  it('pins the thresholds', () => {
    expect([MIN_TITLE_CAP_PX, MIN_TITLE_CONTRAST, MIN_FACE_PX, MIN_EDGE_CONTRAST]).toEqual([
      8, 4.5, 16, 1.5,
    ]);
  });

  it('warns when the title letters are under 8 px at 168x94, with "make the title bigger"', () => {
    const small = good();
    small.title.capHeightAtFeed = 7.9;
    const check = feedChecks(small).find((c) => c.id === 'title-legible');
    expect(check).toMatchObject({ status: 'warn', fix: 'make the title bigger' });
    small.title.capHeightAtFeed = 8;
    expect(status(small)['title-legible']).toBe('pass');
  });

  it('warns below 4.5:1 against what is behind the title, and a thick outline can carry it', () => {
    const faint = good();
    faint.title.fill = white;
    faint.title.behind = { red: 200, green: 200, blue: 200 };
    expect(contrastRatio(white, faint.title.behind)).toBeLessThan(4.5);
    expect(feedChecks(faint)[0]).toMatchObject({ status: 'warn', fix: 'make the title black' });
    faint.title.outlineAtFeed = 1;
    expect(status(faint)['title-legible']).toBe('pass');

    const dark = good();
    dark.title.fill = { red: 60, green: 60, blue: 60 };
    expect(feedChecks(dark)[0]).toMatchObject({ status: 'warn', fix: 'make the title yellow' });
  });

  it('warns when the title or a face reaches the duration badge corner', () => {
    const title = good();
    title.title.bounds = { x: 0.5, y: 0.6, width: 0.3, height: 0.25 };
    expect(feedChecks(title)[1]).toMatchObject({
      status: 'warn',
      fix: 'move the title to the top',
    });
    const face = good();
    face.faces = [{ x: 0.7, y: 0.5, width: 0.2, height: 0.35 }];
    expect(feedChecks(face)[1]).toMatchObject({ status: 'warn', fix: 'swap sides' });
    const edge = good();
    edge.faces = [{ x: 0.6, y: 0.4, width: 0.18, height: 0.4 }];
    expect(status(edge)['badge-clear']).toBe('pass');
  });

  it('warns when the title covers more than 5% of a face', () => {
    const covered = good();
    covered.title.bounds = { x: 0.04, y: 0.05, width: 0.6, height: 0.3 };
    expect(feedChecks(covered)[2]).toMatchObject({
      status: 'warn',
      fix: 'move the title off her face',
    });
    const touching = good();
    // 0.01 x 0.45 of a 0.25 x 0.45 face: 4%.
    touching.title.bounds = { x: 0.04, y: 0.05, width: 0.57, height: 0.6 };
    expect(status(touching)['faces-clear']).toBe('pass');
  });

  it('warns when the biggest face is under 16 px tall at feed size', () => {
    const far = good();
    far.faces = [{ x: 0.6, y: 0.2, width: 0.1, height: 15.9 / 94 }];
    expect(feedChecks(far)[3]).toMatchObject({ status: 'warn', fix: 'zoom in on her face' });
    far.faces.push({ x: 0.3, y: 0.5, width: 0.1, height: 16 / 94 });
    expect(status(far)['face-size']).toBe('pass');
    expect(status({ ...good(), faces: [] })).toMatchObject({
      'faces-clear': 'pass',
      'face-size': 'pass',
    });
  });

  it('warns when the edge is within 1.5:1 of the dark or the light page', () => {
    const dark = { ...good(), edge: { red: 30, green: 30, blue: 30 } };
    expect(feedChecks(dark)[4]).toMatchObject({ status: 'warn', fix: 'add a white border' });
    expect(status(dark)['stands-out-light']).toBe('pass');
    const light = { ...good(), edge: { red: 240, green: 240, blue: 240 } };
    expect(feedChecks(light)[5]).toMatchObject({ status: 'warn', fix: 'add a red border' });
    expect(status(light)['stands-out-dark']).toBe('pass');
  });

  it('warns for a file of 2 MB or more, a PNG, or a size other than the one chosen', () => {
    const big = good();
    big.file.bytes = LIMITS.outputMaxBytes;
    expect(status(big)['file-size']).toBe('warn');
    big.file.bytes = LIMITS.outputMaxBytes - 1;
    expect(status(big)['file-size']).toBe('pass');
    expect(status({ ...good(), file: { ...good().file, type: 'png' } })['file-size']).toBe('warn');
    const off = good();
    off.file.width = 1279;
    expect(feedChecks(off)[7]).toMatchObject({ status: 'warn' });
    expect(feedChecks(off)[7]?.fix).toBeUndefined();
  });

  it('offers only fixes the edit parser understands', () => {
    const fixes = [
      'make the title bigger',
      'make the title black',
      'make the title yellow',
      'move the title to the top',
      'swap sides',
      'move the title off her face',
      'zoom in on her face',
      'add a white border',
      'add a red border',
    ];
    for (const fix of fixes) {
      const parsed = parseEditInstructions(fix);
      expect(parsed.notUnderstood, fix).toEqual([]);
      expect(parsed.operations.length, fix).toBeGreaterThan(0);
    }
    expect(parseEditInstructions('move the title off her face').operations).toEqual([
      { kind: 'move-text' },
    ]);
  });
});
