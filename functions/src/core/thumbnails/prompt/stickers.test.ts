import { describe, expect, it } from 'vitest';
import { describeOperation, type EditOperation } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

const sticker = (name: string, colour: string | null = null, target = 'subject') => ({
  kind: 'callout',
  callout: { kind: 'sticker', target, colour, sticker: name },
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
    expect(parseEditInstructions('remove the sparkles').operations).toEqual([
      { kind: 'remove-callouts', callout: 'sticker' },
    ]);
  });

  it('names each sticker in the reply as the creator would', () => {
    const said = (prompt: string) =>
      parseEditInstructions(prompt).operations.map((operation: EditOperation) =>
        describeOperation(operation),
      );
    expect(said('add sparkles')).toEqual(['added sparkles by the subject']);
    expect(said('a red cross')).toEqual(['added a red cross by the subject']);
    expect(said('a fire emoji')).toEqual(['added a fire sticker by the subject']);
    expect(said('a red circle around her face')).toEqual(['added a red circle around the face']);
  });
});
