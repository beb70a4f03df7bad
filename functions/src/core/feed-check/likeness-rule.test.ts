import { describe, expect, it } from 'vitest';
import { likenessCheck, likenessDrifted, mainFaceDrifted, MIN_LIKENESS } from './likeness-rule.js';

describe('likeness check', () => {
  it('pins the threshold measured on the fixtures', () => {
    expect(MIN_LIKENESS).toBe(0.47);
  });

  it('passes the same person and gives the score', () => {
    expect(likenessCheck([0.82])).toEqual({
      id: 'likeness',
      status: 'pass',
      message: 'Likeness 0.82: the face is still the one in your photo',
    });
    expect(likenessCheck([MIN_LIKENESS]).status).toBe('pass');
  });

  it('warns when a face drifted below the threshold, without a fix it cannot make', () => {
    const check = likenessCheck([0.31]);
    expect(check).toMatchObject({
      status: 'warn',
      message: expect.stringMatching(/^Likeness 0\.31/),
    });
    expect(check.fix).toBeUndefined();
    expect(likenessCheck([0.46]).status).toBe('warn');
  });

  it('reports the least alike face of a group, so a person left out warns', () => {
    const check = likenessCheck([0.9, 0, 0.8]);
    expect(check.status).toBe('warn');
    expect(check.message).toContain('Likeness 0.00');
    expect(check.message).toContain('3 faces');
    expect(likenessCheck([0.9, 0.7]).message).toContain(
      'Likeness 0.70 for the least alike of the 2',
    );
  });

  it('does not apply to a photo without a face, and says so instead of warning', () => {
    expect(likenessCheck([])).toMatchObject({
      status: 'pass',
      message: 'No face in your photo, so likeness does not apply',
    });
    expect(likenessCheck(null)).toMatchObject({
      status: 'pass',
      message: expect.stringMatching(/could not be measured/),
    });
  });

  it('counts as drifted only a measured face below the threshold', () => {
    expect(likenessDrifted(null)).toBe(false);
    expect(likenessDrifted([])).toBe(false);
    expect(likenessDrifted([0.9])).toBe(false);
    expect(likenessDrifted([0.9, 0.2])).toBe(true);
    expect(mainFaceDrifted([0.9, 0.2])).toBe(false);
    expect(mainFaceDrifted([0.2, 0.9])).toBe(true);
    expect(mainFaceDrifted([])).toBe(false);
    expect(mainFaceDrifted(null)).toBe(false);
    // A negative cosine is as far as "no face": reported as 0.
    expect(likenessCheck([-0.2]).message).toMatch(/^Likeness 0\.00/);
  });
});
