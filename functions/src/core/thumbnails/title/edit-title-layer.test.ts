import { describe, expect, it } from 'vitest';
import { titleLayerSchema, type TitleBox, type TitleLayer } from '@thumbforge/contract';
import { editTitleLayer } from './edit-title-layer.js';
import {
  DURATION_BADGE_AREA,
  keepClearOfBadge,
  overlapsDurationBadge,
  placeTitle,
  resizeTitleBox,
} from './title-placement.js';

const LAYER: TitleLayer = {
  text: 'My First Spacewalk',
  style: {
    font: 'anton',
    fill: '#ffd400',
    outline: '#000000',
    shadow: '#a020f0',
    scale: 1,
    band: null,
    frame: null,
  },
  position: {
    box: { x: 0.04, y: 0.08, width: 0.56, height: 0.84 },
    align: 'left',
    vertical: 'middle',
  },
};

const inside = (box: TitleBox) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= 1 + 1e-9 && box.y + box.height <= 1 + 1e-9;

describe('title placement', () => {
  const places = [
    { vertical: 'top' },
    { vertical: 'bottom' },
    { vertical: 'middle' },
    { horizontal: 'left' },
    { horizontal: 'right' },
    { horizontal: 'center' },
    { vertical: 'bottom', horizontal: 'right' },
    { vertical: 'bottom', horizontal: 'left' },
    { vertical: 'top', horizontal: 'right' },
  ] as const;

  it.each(places)('puts the title at %j clear of the duration badge', (place) => {
    const position = placeTitle(place);
    expect(overlapsDurationBadge(position.box)).toBe(false);
    expect(inside(position.box)).toBe(true);
    expect(titleLayerSchema.shape.position.safeParse(position).success).toBe(true);
  });

  it('goes where it is asked', () => {
    expect(placeTitle({ vertical: 'top' }).box.y).toBeLessThan(0.1);
    expect(placeTitle({ vertical: 'bottom' }).box.y).toBeGreaterThan(0.5);
    expect(placeTitle({ horizontal: 'left' }).box.x).toBeLessThan(0.1);
    expect(placeTitle({ horizontal: 'right' }).box.x).toBeGreaterThan(0.4);
    expect(placeTitle({ horizontal: 'right' }).align).toBe('right');
  });

  it('cuts a box reaching into the badge on the side that keeps more room', () => {
    const wide = keepClearOfBadge({ x: 0.04, y: 0.6, width: 0.92, height: 0.36 });
    expect(wide).toEqual({ x: 0.04, y: 0.6, width: DURATION_BADGE_AREA.x - 0.04, height: 0.36 });
    const tall = keepClearOfBadge({ x: 0.6, y: 0.1, width: 0.36, height: 0.86 });
    expect(tall.height).toBeCloseTo(DURATION_BADGE_AREA.y - 0.1);
    expect(overlapsDurationBadge(tall)).toBe(false);
    const clear = { x: 0.04, y: 0.04, width: 0.5, height: 0.3 };
    expect(keepClearOfBadge(clear)).toBe(clear);
  });

  it('grows a box around its anchor without leaving the safe area', () => {
    const grown = resizeTitleBox(LAYER.position, 1.5);
    expect(grown.box.x).toBeCloseTo(0.04);
    expect(grown.box.width).toBeGreaterThan(LAYER.position.box.width);
    expect(inside(grown.box)).toBe(true);
    expect(overlapsDurationBadge(grown.box)).toBe(false);
  });
});

describe('editTitleLayer', () => {
  it('changes the text and nothing else', () => {
    const edited = editTitleLayer(LAYER, { kind: 'text-content', text: 'GAME OVER' });
    expect(edited).toEqual({ ...LAYER, text: 'GAME OVER' });
  });

  it('scales the title up and down within the schema limits', () => {
    let layer = LAYER;
    for (let i = 0; i < 10; i += 1)
      layer = editTitleLayer(layer, { kind: 'text-size', direction: 'up' });
    expect(layer.style.scale).toBe(2);
    expect(titleLayerSchema.safeParse(layer).success).toBe(true);
    const smaller = editTitleLayer(LAYER, { kind: 'text-size', direction: 'down' });
    expect(smaller.style.scale).toBeLessThan(1);
  });

  it('recolours the title with an outline that still contrasts', () => {
    const black = editTitleLayer(LAYER, { kind: 'text-colour', colour: 'black' });
    expect(black.style).toMatchObject({ fill: '#000000', outline: '#ffffff' });
    const yellow = editTitleLayer(black, { kind: 'text-colour', colour: 'yellow' });
    expect(yellow.style).toMatchObject({ fill: '#ffd60a', outline: '#000000' });
  });

  it('adds and removes a border', () => {
    const framed = editTitleLayer(LAYER, { kind: 'border', colour: 'green' });
    expect(framed.style.frame).toBe('#22d35b');
    expect(editTitleLayer(framed, { kind: 'remove-border' }).style.frame).toBeNull();
  });

  it('moves the title', () => {
    const moved = editTitleLayer(LAYER, { kind: 'move-text', vertical: 'top' });
    expect(moved.position).toEqual(placeTitle({ vertical: 'top' }));
    expect(moved.text).toBe(LAYER.text);
  });
});
