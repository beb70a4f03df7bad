import { describe, expect, it } from 'vitest';
import { describeOperation, type EditOperation } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

const sticker = (name: string, colour: string | null = null, target = 'subject') => ({
  kind: 'callout',
  callout: { kind: 'sticker', target, colour, sticker: name },
});
const emoji = (shown: string, target = 'subject') => ({
  kind: 'callout',
  callout: { kind: 'sticker', target, colour: null, sticker: 'emoji', emoji: shown },
});

describe('the stickers creators ask for', () => {
  it.each([
    ['add sparkles', [sticker('sparkles')]],
    ['some glitter around her face', [sticker('sparkles', null, 'face')]],
    ['a red cross and a green tick', [sticker('cross', 'red'), sticker('tick', 'green')]],
    ['add a check mark', [sticker('tick')]],
    ['an x mark', [sticker('cross')]],
    ['a fire emoji', [sticker('fire')]],
    ['add a money icon', [sticker('money')]],
    ['a dollar sign', [sticker('money')]],
    ['a yellow star sticker', [sticker('star', 'yellow')]],
    ['add a heart', [sticker('heart')]],
    // Asked in the plural, a few are drawn.
    [
      'hearts all around',
      [{ ...sticker('heart'), callout: { ...sticker('heart').callout, many: true } }],
    ],
    [
      'add some fire emojis',
      [{ ...sticker('fire'), callout: { ...sticker('fire').callout, many: true } }],
    ],
    ['a shocked emoji', [emoji('😱')]],
    // "eyes" names the face: the sticker goes beside it.
    ['heart eyes emoji', [emoji('😍', 'face')]],
    ['a thumbs up emoji', [emoji('👍')]],
    ['mind blown reaction', [emoji('🤯')]],
    ['add 😂🔥', [emoji('😂'), emoji('🔥')]],
    ['👀', [emoji('👀')]],
    ['add ❤️', [emoji('❤️')]],
  ])('draws %j', (prompt, operations) => {
    const parsed = parseEditInstructions(prompt);
    expect(parsed.operations).toEqual(operations);
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.notDrawable).toEqual([]);
  });

  it('leaves words that mean something else alone: a fire background, money as a topic', () => {
    expect(parseEditInstructions('fire background').operations).toEqual([
      { kind: 'background', background: { kind: 'fire', colours: [] } },
    ]);
    const topic = parseEditInstructions('me counting money');
    expect(topic.operations.some((operation) => operation.kind === 'callout')).toBe(false);
  });

  it('takes stickers away when asked', () => {
    for (const prompt of ['remove the sparkles', 'remove the 😂', 'no emoji']) {
      expect(parseEditInstructions(prompt).operations, prompt).toEqual([
        { kind: 'remove-callouts', callout: 'sticker' },
      ]);
    }
  });

  it('takes a typed emoji once however often it is typed, and no text symbol for one', () => {
    expect(parseEditInstructions('😱😱😱😱').operations).toEqual([emoji('😱')]);
    expect(parseEditInstructions('add ™').operations).toEqual([]);
  });

  it('names each sticker in the reply as the creator would', () => {
    const said = (prompt: string) =>
      parseEditInstructions(prompt).operations.map((operation: EditOperation) =>
        describeOperation(operation),
      );
    expect(said('add sparkles')).toEqual(['added sparkles by the subject']);
    expect(said('a red cross')).toEqual(['added a red cross by the subject']);
    expect(said('a fire emoji')).toEqual(['added a fire sticker by the subject']);
    expect(said('a shocked emoji')).toEqual(['added a 😱 emoji by the subject']);
    expect(said('a red circle around her face')).toEqual(['added a red circle around the face']);
    expect(said('add hearts')).toEqual(['added heart stickers around the subject']);
    expect(said('green ticks')).toEqual(['added green ticks around the subject']);
  });
});
