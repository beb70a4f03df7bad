import { describe, expect, it } from 'vitest';
import type { EditOperation } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

const CASES: [string, EditOperation[]][] = [
  ['make it brighter', [{ kind: 'brightness', direction: 'up' }]],
  ['Brighten it up a bit', [{ kind: 'brightness', direction: 'up' }]],
  ['darker please', [{ kind: 'brightness', direction: 'down' }]],
  ['more contrast', [{ kind: 'contrast', direction: 'up' }]],
  ['lower the contrast', [{ kind: 'contrast', direction: 'down' }]],
  ['more colour', [{ kind: 'saturation', direction: 'up' }]],
  ['make it more colorful', [{ kind: 'saturation', direction: 'up' }]],
  ['muted colours', [{ kind: 'saturation', direction: 'down' }]],
  ['black and white', [{ kind: 'black-and-white' }]],
  ['make it greyscale', [{ kind: 'black-and-white' }]],
  ['warmer', [{ kind: 'temperature', direction: 'warmer' }]],
  ['make it cooler', [{ kind: 'temperature', direction: 'cooler' }]],
  ['zoom in', [{ kind: 'zoom', direction: 'in' }]],
  ['zoom out a little', [{ kind: 'zoom', direction: 'out' }]],
  ['show the whole outfit', [{ kind: 'zoom', direction: 'out' }]],
  ['a full body shot', [{ kind: 'zoom', direction: 'out' }]],
  ['blur the background', [{ kind: 'blur-background' }]],
  ['bigger text', [{ kind: 'text-size', direction: 'up' }]],
  ['make the title smaller', [{ kind: 'text-size', direction: 'down' }]],
  ['move the text to the top', [{ kind: 'move-text', vertical: 'top' }]],
  ['put the title at the bottom', [{ kind: 'move-text', vertical: 'bottom' }]],
  ['move the text left', [{ kind: 'move-text', horizontal: 'left' }]],
  ['title on the right', [{ kind: 'move-text', horizontal: 'right' }]],
  ['move the title off her face', [{ kind: 'move-text' }]],
  ['keep the text clear of the badge', [{ kind: 'move-text' }]],
  ['move the title away from the corner', [{ kind: 'move-text' }]],
  ['take the title out of his face', [{ kind: 'move-text' }]],
  [
    'move the text to the bottom left',
    [{ kind: 'move-text', vertical: 'bottom', horizontal: 'left' }],
  ],
  ['make the text red', [{ kind: 'text-colour', colour: 'red' }]],
  ['yellow title', [{ kind: 'text-colour', colour: 'yellow' }]],
  ['text colour: cyan', [{ kind: 'text-colour', colour: 'cyan' }]],
  ['change the text to "GAME OVER"', [{ kind: 'text-content', text: 'GAME OVER' }]],
  ['title should say “Day One”', [{ kind: 'text-content', text: 'Day One' }]],
  [
    "change the title to 'Tom & Jerry, again'",
    [{ kind: 'text-content', text: 'Tom & Jerry, again' }],
  ],
  ['add a red border', [{ kind: 'border', colour: 'red' }]],
  ['add a border', [{ kind: 'border', colour: 'white' }]],
  ['remove the border', [{ kind: 'remove-border' }]],
  ['no frame', [{ kind: 'remove-border' }]],
  // One removal vocabulary for the border and the picture's callouts, outline and glow.
  ['hide the border', [{ kind: 'remove-border' }]],
  ['take away the glow', [{ kind: 'remove-glow' }]],
  ['take away the border', [{ kind: 'remove-border' }]],
  [
    'make it brighter and change the text to "GAME OVER"',
    [
      { kind: 'brightness', direction: 'up' },
      { kind: 'text-content', text: 'GAME OVER' },
    ],
  ],
  [
    'make the text red and bigger',
    [
      { kind: 'text-colour', colour: 'red' },
      { kind: 'text-size', direction: 'up' },
    ],
  ],
  [
    'black and white, zoom in; then blur the background',
    [{ kind: 'black-and-white' }, { kind: 'zoom', direction: 'in' }, { kind: 'blur-background' }],
  ],
  [
    'make the title bigger and move it up',
    [
      { kind: 'text-size', direction: 'up' },
      { kind: 'move-text', vertical: 'top' },
    ],
  ],
  [
    'make the title yellow and make it brighter',
    [
      { kind: 'text-colour', colour: 'yellow' },
      { kind: 'brightness', direction: 'up' },
    ],
  ],
];

describe('parseEditInstructions', () => {
  it.each(CASES)('reads %j', (prompt, operations) => {
    expect(parseEditInstructions(prompt)).toEqual({
      operations,
      notUnderstood: [],
      notDrawable: [],
      wishes: [],
      combined: [],
      calloutsLeftOut: 0,
      declined: [],
    });
  });

  it.each([
    ['make it pop with lasers', [], ['make it pop with lasers']],
    // The title has no brightness of its own: saying so is better than darkening the photo.
    ['make the text darker', [], ['make the text darker']],
    ['change the text to ""', [], ['change the text to ""']],
  ])('lists what it does not understand in %j', (prompt, operations, notUnderstood) => {
    expect(parseEditInstructions(prompt)).toEqual({
      operations,
      notUnderstood,
      notDrawable: [],
      wishes: [],
      combined: [],
      calloutsLeftOut: 0,
      declined: [],
    });
  });

  it.each([
    ['add a dragon', [], ['add a dragon'], ['a dragon']],
    [
      'make it darker, add a dragon and a red border',
      [
        { kind: 'brightness', direction: 'down' },
        { kind: 'border', colour: 'red' },
      ],
      ['add a dragon'],
      ['a dragon'],
    ],
    [
      'cat looking shocked at a glowing game controller, neon background',
      [{ kind: 'background', background: { kind: 'neon', colours: [] } }],
      ['cat looking shocked at a glowing game controller'],
      ['a glowing game controller'],
    ],
    [
      'me in a space suit, shocked, holding a trophy',
      [],
      // "shocked" is an expression asked, declined with its reason rather than not understood.
      ['me in a space suit', 'holding a trophy'],
      ['a trophy'],
    ],
  ])(
    'names what cannot be drawn in %j, in the words used',
    (prompt, operations, notUnderstood, notDrawable) => {
      expect(parseEditInstructions(prompt)).toMatchObject({
        operations,
        notUnderstood,
        notDrawable,
      });
    },
  );

  it('offers what no rule draws to a painter, clause by clause, but never a clause about the title', () => {
    const parsed = parseEditInstructions(
      'add steam rising from the cup, put a sparkle in the title, xyzzy plugh and add a dragon',
    );
    expect(parsed.wishes).toEqual([
      { said: 'add steam rising from the cup', things: ['steam rising'] },
      { said: 'add a dragon', things: ['a dragon'] },
    ]);
    expect(parsed.notUnderstood).toEqual([
      'add steam rising from the cup',
      'put a sparkle in the title',
      'xyzzy plugh',
      'add a dragon',
    ]);
  });

  it('refuses a new title over the title limit rather than cutting it', () => {
    const long = `change the text to "${'x'.repeat(101)}"`;
    const parsed = parseEditInstructions(long);
    expect(parsed.operations).toEqual([]);
    expect(parsed.notUnderstood).toHaveLength(1);
  });

  it('ignores pleasantries and empty prompts', () => {
    const nothing = {
      operations: [],
      notUnderstood: [],
      notDrawable: [],
      wishes: [],
      combined: [],
      calloutsLeftOut: 0,
      declined: [],
    };
    expect(parseEditInstructions('thanks!')).toEqual(nothing);
    // Keeping everyone is what a group photo gets anyway: nothing to say was not done.
    expect(parseEditInstructions('everyone in the photo')).toEqual(nothing);
    expect(parseEditInstructions('all four of us')).toEqual(nothing);
    expect(parseEditInstructions('   ')).toEqual(nothing);
  });

  it('keeps the new title exactly as written, punctuation and case included', () => {
    const parsed = parseEditInstructions('brighter. Change the title to "Why I QUIT: part 2?!"');
    expect(parsed.operations).toContainEqual({
      kind: 'text-content',
      text: 'Why I QUIT: part 2?!',
    });
  });
});

describe('callouts aimed at one person of several', () => {
  it('keeps the person named by place with the callout, and the layout untouched', () => {
    const parsed = parseEditInstructions('red arrow pointing to the guy on the right', {
      forGeneration: true,
    });
    expect(parsed.operations).toEqual([
      {
        kind: 'callout',
        callout: { kind: 'arrow', target: 'subject', colour: 'red', person: 'right' },
      },
    ]);
  });
});

describe('an expression beside a bigger face asked', () => {
  const options = { forGeneration: true, faceShown: true };

  it('makes the face bigger once, never saying it was asked twice', () => {
    const parsed = parseEditInstructions(
      'me looking shocked, big face, yellow background',
      options,
    );
    expect(parsed.operations.filter((operation) => operation.kind === 'face-zoom')).toHaveLength(1);
    expect(parsed.combined).toEqual([]);
    expect(parsed.declined).toHaveLength(1);
  });

  it('still makes the face bigger for the expression alone, as the nearest it can do', () => {
    const parsed = parseEditInstructions('me looking shocked, yellow background', options);
    expect(parsed.operations.some((operation) => operation.kind === 'face-zoom')).toBe(true);
  });
});
