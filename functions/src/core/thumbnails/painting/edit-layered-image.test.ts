import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import type { ImageModel } from '../../ports/image-model.port.js';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import type { Callout } from '../scene/index.js';
import { editLayeredImage } from './edit-layered-image.js';

describe('editLayeredImage', () => {
  it('moves the title to the side a swapped subject leaves free', async () => {
    const model: Pick<ImageModel, 'editBaseArt'> = {
      editBaseArt: async (request) => ({
        baseArt: request.baseArt,
        applied: ['swapped the sides'],
        notUnderstood: [],
        notDrawn: [],
        faces: [{ x: 0.1, y: 0.1, width: 0.2, height: 0.35 }],
      }),
    };
    const image = {
      baseArt: new Uint8Array([1]),
      titleLayer: {
        ...plainTitleLayer('Rage Quit'),
        position: {
          box: { x: 0.04, y: 0.08, width: 0.5, height: 0.84 },
          align: 'left' as const,
          vertical: 'middle' as const,
        },
      },
    };
    const edited = await editLayeredImage(model, {
      image,
      prompt: 'swap sides',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(edited.titleLayer.position.align).toBe('right');
    expect(edited.titleLayer.position.box.x).toBeGreaterThan(0.4);
  });

  it('never says a callout was added that the picture has no room for, and says why', async () => {
    // The renderer drew the lightning asked and the arrow asked before, and found no room for
    // either: the title now covers where they would go.
    const lightning: Callout = {
      kind: 'sticker',
      target: 'subject',
      colour: null,
      sticker: 'lightning',
    };
    const arrow: Callout = { kind: 'arrow', target: 'face', colour: 'red' };
    const model: Pick<ImageModel, 'editBaseArt'> = {
      editBaseArt: async (request) => ({
        baseArt: request.baseArt,
        applied: ['added a lightning sticker by the subject', 'made it brighter'],
        notUnderstood: [],
        notDrawn: [],
        noRoom: [lightning, arrow],
      }),
    };
    const edited = await editLayeredImage(model, {
      image: { baseArt: new Uint8Array([1]), titleLayer: plainTitleLayer('Cat Court') },
      prompt: 'add a lightning sticker and make it brighter',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(edited.applied).toEqual(['made it brighter']);
    expect(edited.declined).toEqual([
      'There was no room for a lightning sticker by the subject clear of the faces and the title, so I left it out.',
      'There was no room for a red arrow pointing at the face clear of the faces and the title, so I left it out.',
    ]);
  });
});
