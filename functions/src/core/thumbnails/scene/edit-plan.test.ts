import { describe, expect, it } from 'vitest';
import { describeOperation, MAX_STEPS, type ArtOperation } from './edit-operations.js';
import { calloutsAfter, MAX_CALLOUTS } from './callout-rules.js';
import { finishAfter, planSentence } from './edit-plan.js';
import { parseEditInstructions } from '../prompt/index.js';
import { directionsFrom } from './scene-changes.js';
import type { Callout } from './thumbnail-directions.js';
import { isSceneOperation } from './edit-operations.js';

describe('the plan of a prompt', () => {
  it('makes "dim," 2,500 times one darker change, clamped, and says so', () => {
    const plan = parseEditInstructions('dim,'.repeat(2500));
    expect(plan.operations).toEqual([{ kind: 'brightness', direction: 'down', steps: MAX_STEPS }]);
    expect(plan.combined).toEqual([{ said: ['dim'], times: 2500, outcome: 'capped' }]);
    expect(planSentence(plan)).toBe(
      'You asked for some changes more than once, so I combined them: "dim" (asked 2500 times, made as strong as one change goes).',
    );
  });

  it('does the same in a generation prompt', () => {
    const plan = parseEditInstructions(`a neon background, ${'dim,'.repeat(300)}`, {
      forGeneration: true,
    });
    expect(plan.operations.filter((operation) => operation.kind === 'brightness')).toEqual([
      { kind: 'brightness', direction: 'down', steps: MAX_STEPS },
    ]);
    expect(plan.operations).toHaveLength(2);
  });

  it('keeps one operation per adjustment, each as strong as its steps', () => {
    const plan = parseEditInstructions(
      'brighter, more contrast, brighter, warmer, greyscale, grayscale, zoom in, zoom in, more contrast, cooler',
    );
    expect(plan.operations).toEqual([
      { kind: 'brightness', direction: 'up', steps: 2 },
      { kind: 'contrast', direction: 'up', steps: 2 },
      { kind: 'black-and-white' },
      { kind: 'zoom', direction: 'in', steps: 2 },
    ]);
    expect(plan.operations.map(describeOperation)).toEqual([
      'made it much brighter',
      'added a lot of contrast',
      'made it black and white',
      'zoomed in further',
    ]);
    expect(plan.combined.map((change) => [change.said, change.outcome])).toEqual([
      [['brighter'], 'combined'],
      [['more contrast'], 'combined'],
      [['warmer', 'cooler'], 'cancelled'],
      [['greyscale', 'grayscale'], 'combined'],
      [['zoom in'], 'combined'],
    ]);
  });

  it('keeps a single change exactly as before, with nothing to say about it', () => {
    const plan = parseEditInstructions('make it brighter and add a red arrow');
    expect(plan.operations[0]).toEqual({ kind: 'brightness', direction: 'up' });
    expect(plan.combined).toEqual([]);
    expect(planSentence(plan)).toBe('');
  });

  it('adds the same callout once and at most four different ones', () => {
    const same = parseEditInstructions('add a red arrow, add a red arrow, add a red arrow');
    expect(same.operations).toHaveLength(1);
    expect(same.combined).toEqual([{ said: ['add a red arrow'], times: 3, outcome: 'combined' }]);
    const many = parseEditInstructions(
      'add a red arrow, add a blue arrow, add a green arrow, add a yellow arrow, add a pink arrow, add a white arrow',
    );
    expect(many.operations).toHaveLength(MAX_CALLOUTS);
    expect(many.calloutsLeftOut).toBe(2);
    expect(planSentence(many)).toBe(
      'A thumbnail shows at most 4 arrows, circles, badges and stickers at once, so I left out the others you asked for.',
    );
    expect(directionsFrom(many.operations.filter(isSceneOperation)).callouts).toHaveLength(4);
  });

  it('keeps the last word where a later change replaces an earlier one', () => {
    const plan = parseEditInstructions('add a red border, add a blue border, remove the border');
    expect(plan.operations).toEqual([{ kind: 'remove-border' }]);
  });

  it('stays as small as its kinds, however long the prompt', () => {
    const prompt = 'brighter, add a red arrow, warmer, zoom out, swap sides, '.repeat(150);
    expect(parseEditInstructions(prompt).operations.length).toBeLessThanOrEqual(5);
  });
});

describe('what a picture keeps of its edits', () => {
  const brighter: ArtOperation = { kind: 'brightness', direction: 'up' };

  it('keeps one brightness grade after 200 "brighter" edits', () => {
    let finish: ArtOperation[] = [];
    for (let edit = 0; edit < 200; edit += 1) finish = finishAfter(finish, brighter);
    expect(finish).toEqual([{ kind: 'brightness', direction: 'up', steps: MAX_STEPS }]);
    expect(finishAfter(finish, { kind: 'brightness', direction: 'down' })).toEqual([
      { kind: 'brightness', direction: 'up', steps: MAX_STEPS - 1 },
    ]);
  });

  it('keeps one grade per kind, in the order first asked, and drops one asked away', () => {
    const finish = [
      brighter,
      { kind: 'black-and-white' },
      { kind: 'contrast', direction: 'up' },
      { kind: 'black-and-white' },
      { kind: 'brightness', direction: 'down' },
    ].reduce<ArtOperation[]>((kept, next) => finishAfter(kept, next as ArtOperation), []);
    expect(finish).toEqual([{ kind: 'black-and-white' }, { kind: 'contrast', direction: 'up' }]);
  });

  it('keeps a callout once, and the newest four', () => {
    const arrow = (colour: Callout['colour']): Callout => ({
      kind: 'arrow',
      target: 'face',
      colour,
    });
    let callouts: Callout[] = [];
    for (const colour of ['red', 'red', 'blue', 'green', 'yellow', 'pink'] as const) {
      callouts = calloutsAfter(callouts, arrow(colour));
    }
    expect(callouts.map((callout) => callout.colour)).toEqual(['blue', 'green', 'yellow', 'pink']);
  });
});
