import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fadeCuts, photoEdgesCutting, visibleCuts } from './cut-edges.js';

const SIZE = { width: 200, height: 100 };

describe('visibleCuts', () => {
  it('fades a cut of the photo only where it is drawn inside the thumbnail', () => {
    const cut = photoEdgesCutting({ x: 0, y: 0, width: 1, height: 0.9 });
    expect(cut).toEqual({ left: true, right: true, top: true, bottom: false });
    const drawn = { x: 40, y: 20, width: 160, height: 80 };
    const fades = visibleCuts(cut, drawn, SIZE);
    // The top cut shows at row 20 and the left one at column 40; the right one is the frame's.
    expect(fades.map((fade) => [fade.edge, fade.at])).toEqual([
      ['top', 20],
      ['left', 40],
    ]);
    expect(visibleCuts(cut, { x: 0, y: 0, width: 200, height: 100 }, SIZE)).toEqual([]);
  });
});

describe('fadeCuts', () => {
  it('leaves nothing at the cut and all of the layer past its band', () => {
    const layer = createCanvas(SIZE.width, SIZE.height);
    const context = layer.getContext('2d');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, SIZE.width, SIZE.height);
    fadeCuts(layer, [{ edge: 'top', at: 20, band: 30 }]);
    const alphaAt = (y: number) => context.getImageData(100, y, 1, 1).data[3];
    expect(alphaAt(10)).toBe(0);
    expect(alphaAt(20)).toBeLessThan(10);
    expect(alphaAt(35)).toBeGreaterThan(80);
    expect(alphaAt(35)).toBeLessThan(180);
    expect(alphaAt(60)).toBe(255);
  });
});

describe('a side cut that begins partway down', () => {
  const cut = { left: true, right: false, top: false, bottom: false };
  const drawn = { x: 40, y: 0, width: 120, height: 100 };

  it('is hidden when it begins under the frame, and fades only from where it begins', () => {
    expect(visibleCuts(cut, drawn, SIZE, { left: 130 })).toEqual([]);
    const [fade] = visibleCuts(cut, drawn, SIZE, { left: 70 });
    expect(fade).toMatchObject({ edge: 'left', at: 40, from: 70 });
    const layer = createCanvas(SIZE.width, SIZE.height);
    const context = layer.getContext('2d');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, SIZE.width, SIZE.height);
    fadeCuts(layer, [fade!]);
    const alphaAt = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
    // Above the cut the subject's side is its own outline, whole; below it, it fades in.
    expect(alphaAt(41, 10)).toBe(255);
    expect(alphaAt(41, 95)).toBeLessThan(20);
    expect(alphaAt(150, 95)).toBe(255);
  });
});
