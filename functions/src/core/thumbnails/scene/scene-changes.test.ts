import { describe, expect, it } from 'vitest';
import type { SceneOperation } from './edit-operations.js';
import { applySceneChange, directionsFrom, type ColourKeeping } from './scene-changes.js';
import { NAMED_COLOURS } from './named-colours.js';
import type { Callout } from './thumbnail-directions.js';

const arrow: Callout = { kind: 'arrow', target: 'face', colour: 'red' };
const circle: Callout = { kind: 'circle', target: 'subject', colour: null };
const asHex: ColourKeeping<string | null> = { named: (name) => NAMED_COLOURS[name], none: null };

describe('one rule for every scene change', () => {
  it('removes only the callouts of the kind named, in a prompt as in an edit', () => {
    const asked: SceneOperation[] = [
      { kind: 'callout', callout: arrow },
      { kind: 'callout', callout: circle },
      { kind: 'remove-callouts', callout: 'arrow' },
    ];
    // A prompt's directions used to clear every callout here, while an edit kept the circle.
    expect(directionsFrom(asked).callouts).toEqual([circle]);
    expect(directionsFrom([...asked, { kind: 'remove-callouts', callout: null }]).callouts).toEqual(
      [],
    );
  });

  it('swaps a side once one is chosen, and leaves the renderer its choice before', () => {
    const swap: SceneOperation = { kind: 'swap-sides' };
    expect(directionsFrom([swap]).side).toBeNull();
    // A prompt's directions used to ignore a swap; an edit always made it.
    expect(directionsFrom([{ kind: 'subject-side', side: 'left' }, swap]).side).toBe('right');
  });

  it('keeps colours as their holder does: names in directions, shades in a drawn scene', () => {
    const asked: SceneOperation[] = [
      { kind: 'outline', colour: 'yellow' },
      { kind: 'glow', colour: 'cyan' },
      { kind: 'remove-glow' },
    ];
    const directions = directionsFrom(asked);
    expect([directions.outline, directions.glow]).toEqual(['yellow', 'none']);

    const drawn = asked.reduce((scene, operation) => applySceneChange(scene, operation, asHex), {
      ...directions,
      outline: '#ffffff' as string | null,
      glow: '#e50914' as string | null,
    });
    expect([drawn.outline, drawn.glow]).toEqual([NAMED_COLOURS.yellow, null]);
  });

  it('gives a prompt and an edit the same callouts, background, zoom and split', () => {
    const asked: SceneOperation[] = [
      { kind: 'background', background: { kind: 'space', colours: [] } },
      { kind: 'callout', callout: arrow },
      { kind: 'callout', callout: arrow },
      { kind: 'face-zoom' },
      { kind: 'split', split: 'versus' },
    ];
    const directions = directionsFrom(asked);
    const edited = asked.reduce((scene, operation) => applySceneChange(scene, operation, asHex), {
      ...directionsFrom([]),
      outline: null as string | null,
      glow: null as string | null,
    });
    const shared = ['background', 'callouts', 'faceZoom', 'side', 'split'] as const;
    for (const field of shared) expect(edited[field]).toEqual(directions[field]);
    expect(directions.callouts).toEqual([arrow]);
  });
});
