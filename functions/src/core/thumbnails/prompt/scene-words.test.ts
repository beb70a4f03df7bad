import { describe, expect, it } from 'vitest';
import { describeOperation, PAINTED_SCENES, type BackgroundDirection } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

/** The background a generation prompt asks for, or null. */
function backgroundOf(prompt: string): BackgroundDirection | null {
  const parsed = parseEditInstructions(prompt, { forGeneration: true });
  const found = parsed.operations.find((operation) => operation.kind === 'background');
  return found?.kind === 'background' ? found.background : null;
}

describe('the scenes a prompt names', () => {
  it.each([
    // The six asks the issue found declined or dropped.
    ['me on a beach at sunset', 'beach'],
    ['put me in front of a cinema screen', 'cinema'],
    ['city at night behind me', 'city'],
    ['with fairy lights', 'fairy-lights'],
    ['stage lights', 'stage'],
    ['neon city', 'city'],
    ['me floating in space', 'space'],
    ['a galaxy behind me', 'galaxy'],
    ['in a dark forest', 'forest'],
    ['standing in front of the mountains', 'mountains'],
    ['a concert crowd behind me', 'concert'],
    ['gaming room background', 'gaming'],
    ['in a podcast studio', 'studio'],
    ['fire behind me', 'fire'],
    ['under the sea', 'underwater'],
    ['snowy background', 'snow'],
    ['standing in the rain', 'rain'],
    ['lost in the desert', 'desert'],
    ['up in the clouds', 'sky'],
    ['in a classroom', 'classroom'],
    ['cooking in my kitchen', 'kitchen'],
    ['at the gym', 'gym'],
    ['in the office', 'office'],
    ['on a highway', 'road'],
    ['money raining down', 'money'],
    ['on a football pitch', 'stadium'],
  ] as const)('paints %j as %s', (prompt, kind) => {
    expect(backgroundOf(prompt)?.kind).toBe(kind);
    const parsed = parseEditInstructions(prompt, { forGeneration: true });
    expect(parsed.notDrawable).toEqual([]);
    expect(parsed.notUnderstood).toEqual([]);
  });

  it('names a colour in the reply only where the scene is painted in it', () => {
    const said = (prompt: string) =>
      parseEditInstructions(prompt, { forGeneration: true }).operations.map(describeOperation);
    expect(said('orange galaxy background')).toEqual(['made the background an orange galaxy']);
    expect(said('blue stage lights')).toEqual(['made the background blue stage lights']);
    expect(said('red kitchen background')).toEqual(['made the background a kitchen']);
    // "Me, shocked, red sky": a red sky, not the photo's own.
    expect(backgroundOf('me, shocked, red sky')).toEqual({ kind: 'sky', colours: ['red'] });
    expect(said('red sky')).toEqual(['made the background a red sky with clouds']);
  });

  it('paints a bright background light and sunny, in the colours named where there are some', () => {
    const said = (prompt: string) =>
      parseEditInstructions(prompt, { forGeneration: true }).operations.map(describeOperation);
    expect(backgroundOf('everyone in the photo, bright background')).toEqual({
      kind: 'gradient',
      colours: ['yellow', 'white'],
    });
    expect(said('bright background')).toEqual(['made the background yellow and white']);
    expect(backgroundOf('bright pink background')).toEqual({ kind: 'gradient', colours: ['pink'] });
    // Light rays are rays, whatever their light; warm ones are in warm colours.
    expect(backgroundOf('warm light rays')).toEqual({
      kind: 'rays',
      colours: ['yellow', 'gold'],
    });
    expect(backgroundOf('cool gradient background')?.colours).toEqual(['cyan', 'blue']);
  });

  it('gives a glow asked by its warmth a warm colour, never the cool default', () => {
    const glowOf = (prompt: string) =>
      parseEditInstructions(prompt, { forGeneration: true }).operations.find(
        (operation) => operation.kind === 'glow',
      );
    expect(glowOf('just me, warm glow')).toEqual({ kind: 'glow', colour: 'gold' });
    expect(glowOf('hearts and a warm glow')).toEqual({ kind: 'glow', colour: 'gold' });
    expect(glowOf('an icy glow')).toEqual({ kind: 'glow', colour: 'cyan' });
    expect(glowOf('a warm pink glow')).toEqual({ kind: 'glow', colour: 'pink' });
  });

  it('knows at least 25 painted scenes', () => {
    expect(new Set(PAINTED_SCENES).size).toBeGreaterThanOrEqual(25);
  });

  it('keeps the photo’s own scene when asked, instead of painting the place named', () => {
    for (const prompt of [
      'keep the waterfall',
      'keep the mountains behind me',
      'keep the same background',
      'leave the beach as it is',
    ]) {
      expect(backgroundOf(prompt), prompt).toEqual({ kind: 'photo', colours: [] });
    }
    expect(backgroundOf('remove the mountains')).toBeNull();
    // In an edit, "keep the background" keeps the one drawn; a thing of the photo brings it back.
    const edit = (prompt: string) => parseEditInstructions(prompt).operations;
    expect(edit('keep the background as it is, make it brighter')).toEqual([
      { kind: 'brightness', direction: 'up' },
    ]);
    expect(edit('keep the waterfall')).toEqual([
      { kind: 'background', background: { kind: 'photo', colours: [] } },
    ]);
  });

  it('makes a colour asked per side a two-tone background, left colour first', () => {
    for (const prompt of [
      'red on the left, blue on the right',
      'red on the left and blue on the right',
      'left side red, right side blue',
    ]) {
      expect(backgroundOf(prompt), prompt).toEqual({ kind: 'split', colours: ['red', 'blue'] });
    }
    expect(parseEditInstructions('red on the left, blue on the right').notUnderstood).toEqual([]);
  });

  it('leaves words that only sound like places to what they are', () => {
    expect(backgroundOf('me in a space suit')).toBeNull();
    expect(backgroundOf('a money emoji')).toBeNull();
    expect(backgroundOf('make money online')).toBeNull();
    expect(backgroundOf('a gaming video about minecraft')).toBeNull();
    expect(parseEditInstructions('add a glowing game controller').notDrawable).toEqual([
      'a glowing game controller',
    ]);
  });

  it('never both adds fire and says it could not', () => {
    for (const prompt of [
      'add fire',
      'add some flames',
      'add fire and a 🔥',
      'fire emoji',
      'me on fire',
      'a fire background with a fire sticker',
    ]) {
      const parsed = parseEditInstructions(prompt, { forGeneration: true });
      const fire = parsed.operations.some(
        (operation) =>
          (operation.kind === 'background' && operation.background.kind === 'fire') ||
          (operation.kind === 'callout' &&
            (operation.callout.sticker === 'fire' || operation.callout.emoji === '🔥')),
      );
      expect(fire, prompt).toBe(true);
      expect(parsed.notDrawable, prompt).toEqual([]);
    }
  });

  it('lets the prompt’s scene win over a remembered background', () => {
    const remembered = 'purple neon background';
    const parsed = parseEditInstructions(`${remembered}\nme on a beach at sunset`, {
      forGeneration: true,
    });
    const backgrounds = parsed.operations.filter((operation) => operation.kind === 'background');
    expect(backgrounds).toEqual([
      { kind: 'background', background: { kind: 'beach', colours: [] } },
    ]);
  });
});
