import { describe, expect, it } from 'vitest';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import { titleStandingOff } from './title-colour.js';

const yellow = (() => {
  const layer = plainTitleLayer('DRIP CHECK');
  return { ...layer, style: { ...layer.style, fill: '#ffe600' } };
})();
const DARK_BLUE = '#101a3a';
const ORANGE_SUIT = '#ff9a10';

describe('titleStandingOff', () => {
  it('keeps a title colour that already stands off the art', () => {
    expect(titleStandingOff(yellow, [DARK_BLUE, '#2a2a2a'])).toBe(yellow);
    expect(titleStandingOff(yellow, [])).toBe(yellow);
  });

  it('recolours a yellow title beside an orange suit, and a red one by a red cup', () => {
    const moved = titleStandingOff(yellow, [DARK_BLUE, ORANGE_SUIT]);
    expect(moved.style.fill).not.toBe('#ffe600');
    expect(moved.style.outline).toBe(yellow.style.outline);
    const red = { ...yellow, style: { ...yellow.style, fill: '#ff2a2a' } };
    expect(titleStandingOff(red, ['#e01010', DARK_BLUE]).style.fill).not.toBe('#ff2a2a');
  });

  it('keeps letters readable against their outline when it recolours', () => {
    const moved = titleStandingOff(yellow, ['#f0f0f0', ORANGE_SUIT]);
    expect(moved.style.fill).not.toBe('#111111');
  });

  it('leaves a title on a band alone, since its colours were chosen against the band', () => {
    const banded = {
      ...yellow,
      style: { ...yellow.style, band: { colour: '#000000', shape: 'strip' as const } },
    };
    expect(titleStandingOff(banded, [ORANGE_SUIT])).toBe(banded);
  });
});
