import { FEED_CHECK_IDS, LIMITS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { parseEditInstructions } from '../thumbnails/prompt/index.js';
import { contrastRatio } from '../colour/colour-math.js';
import {
  feedChecks,
  LUMINANCE_BANDS,
  MIN_FACE_PX,
  MIN_OUTLINE_PX,
  MIN_STANDOUT_CONTRAST,
  MIN_STANDOUT_SHARE,
  MIN_TITLE_CAP_PX,
  MIN_TITLE_CONTRAST,
  type FeedMeasurements,
} from './feed-check-rules.js';

const white = { red: 255, green: 255, blue: 255 };
const black = { red: 0, green: 0, blue: 0 };

/** A luminance histogram from shares at relative luminances (0 to 1). */
function lit(shares: [luminance: number, share: number][]): number[] {
  const bands = new Array<number>(LUMINANCE_BANDS).fill(0);
  for (const [luminance, share] of shares) {
    const band = Math.min(LUMINANCE_BANDS - 1, Math.floor(luminance * LUMINANCE_BANDS));
    bands[band] = (bands[band] as number) + share;
  }
  return bands;
}

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
    likeness: [0.9],
    // Half near-black art, half a bright subject and title.
    luminance: lit([
      [0.01, 0.5],
      [0.5, 0.5],
    ]),
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
    expect([
      MIN_TITLE_CAP_PX,
      MIN_TITLE_CONTRAST,
      MIN_OUTLINE_PX,
      MIN_FACE_PX,
      MIN_STANDOUT_CONTRAST,
      MIN_STANDOUT_SHARE,
    ]).toEqual([8, 4.5, 0.5, 16, 3, 0.15]);
  });

  it('warns when the title letters are under 8 px at 168x94, with "make the title bigger"', () => {
    const small = good();
    small.title.capHeightAtFeed = 7.9;
    const check = feedChecks(small).find((c) => c.id === 'title-legible');
    expect(check).toMatchObject({ status: 'warn', fix: 'make the title bigger' });
    small.title.capHeightAtFeed = 8;
    expect(status(small)['title-legible']).toBe('pass');
  });

  it('reads letters without an outline that shows against what is behind them, 4.5:1 or a warning', () => {
    const faint = good();
    faint.title.outlineAtFeed = 0.4;
    faint.title.behind = { red: 200, green: 200, blue: 200 };
    expect(contrastRatio(white, faint.title.behind)).toBeLessThan(4.5);
    expect(feedChecks(faint)[0]).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('against what is behind it'),
      fix: 'make the title black',
    });

    const dark = good();
    dark.title.outlineAtFeed = 0;
    dark.title.fill = { red: 60, green: 60, blue: 60 };
    expect(feedChecks(dark)[0]).toMatchObject({ status: 'warn', fix: 'make the title yellow' });
  });

  it('reads letters against their own outline once it shows on a phone, whatever is behind', () => {
    // White letters outlined in black on a red band: 3.8:1 against the red, 21:1 against the outline.
    const onRed = good();
    onRed.title.behind = { red: 255, green: 31, blue: 61 };
    expect(contrastRatio(white, onRed.title.behind)).toBeLessThan(4.5);
    onRed.title.outlineAtFeed = MIN_OUTLINE_PX;
    expect(status(onRed)['title-legible']).toBe('pass');
    onRed.title.outlineAtFeed = MIN_OUTLINE_PX - 0.1;
    expect(status(onRed)['title-legible']).toBe('warn');

    // An outline the colour of the letters carries nothing, however good the art behind them is.
    const sameColour = good();
    sameColour.title.fill = { red: 255, green: 230, blue: 0 };
    sameColour.title.outline = { red: 255, green: 214, blue: 10 };
    expect(feedChecks(sameColour)[0]).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('against its outline'),
      fix: 'make the title black',
    });
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

  it('judges standing out by how much of the picture stands 3:1 apart from the page, not its edge', () => {
    // Dark art all round the edge, but a bright subject and title fill a sixth of it: it stands out.
    const darkEdged = {
      ...good(),
      luminance: lit([
        [0.01, 0.84],
        [0.6, 0.16],
      ]),
    };
    expect(status(darkEdged)).toMatchObject({
      'stands-out-dark': 'pass',
      'stands-out-light': 'pass',
    });
    expect(feedChecks(darkEdged)[5]?.message).toBe(
      "It stands out on YouTube's dark page (16% of it stands apart)",
    );

    // Near-black everywhere but for a thin bright line: it melts into the dark page.
    const murky = {
      ...good(),
      luminance: lit([
        [0.02, 0.9],
        [0.6, 0.1],
      ]),
    };
    expect(feedChecks(murky)[5]).toMatchObject({
      status: 'warn',
      message: "Only 10% of it stands apart from YouTube's dark page; it melts into the feed",
      fix: 'make it brighter',
    });
    expect(status(murky)['stands-out-light']).toBe('pass');

    // Pale all over: the light page swallows it.
    const pale = {
      ...good(),
      luminance: lit([
        [0.85, 0.95],
        [0.05, 0.05],
      ]),
    };
    expect(feedChecks(pale)[6]).toMatchObject({ status: 'warn', fix: 'make it darker' });
    expect(status(pale)['stands-out-dark']).toBe('pass');
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
    expect(feedChecks(off)[8]).toMatchObject({ status: 'warn' });
    expect(feedChecks(off)[8]?.fix).toBeUndefined();
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
      'make it brighter',
      'make it darker',
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
