import { describe, expect, it } from 'vitest';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import { titleAcrossSubject } from './title-across-subject.js';

const onLeft = {
  ...plainTitleLayer('Rage Quit'),
  position: {
    box: { x: 0.04, y: 0.08, width: 0.5, height: 0.84 },
    align: 'left' as const,
    vertical: 'middle' as const,
  },
};

describe('titleAcrossSubject', () => {
  it('takes the side the subject leaves when the sides are swapped', () => {
    const moved = titleAcrossSubject(onLeft, [{ kind: 'swap-sides' }]);
    expect(moved.position.box.x).toBeCloseTo(0.46);
    expect(moved.position.align).toBe('right');
    expect(moved.position.box.width).toBe(0.5);
  });

  it('moves only when the subject is sent to the title’s side', () => {
    const toTitle = titleAcrossSubject(onLeft, [{ kind: 'subject-side', side: 'left' }]);
    expect(toTitle.position.align).toBe('right');
    expect(titleAcrossSubject(onLeft, [{ kind: 'subject-side', side: 'right' }])).toEqual(onLeft);
  });

  it('leaves a centred title, and one the same edit moves, where they are', () => {
    const centred = {
      ...onLeft,
      position: { ...onLeft.position, box: { x: 0.04, y: 0.04, width: 0.92, height: 0.3 } },
    };
    expect(titleAcrossSubject(centred, [{ kind: 'swap-sides' }])).toEqual(centred);
    expect(
      titleAcrossSubject(onLeft, [{ kind: 'swap-sides' }, { kind: 'move-text', vertical: 'top' }]),
    ).toEqual(onLeft);
  });
});
