import { describe, expect, it } from 'vitest';
import type { TitleLayer } from '@thumbforge/contract';
import { layoutTitle } from './title-layout.js';

/** A monospaced stand-in for a font: every character is 0.5 em wide. */
const measure = (text: string, size: number) => text.length * size * 0.5;
const canvas = { width: 1280, height: 720 };

function layer(text: string, scale = 1): TitleLayer {
  return {
    text,
    style: {
      font: 'anton',
      fill: '#ffffff',
      outline: '#000000',
      shadow: '#000000',
      scale,
      band: null,
      frame: null,
    },
    position: {
      box: { x: 0.04, y: 0.08, width: 0.5, height: 0.8 },
      align: 'left',
      vertical: 'middle',
    },
  };
}

const box = { x: 0.04 * 1280, y: 0.08 * 720, width: 0.5 * 1280, height: 0.8 * 720 };

function insideBox(bounds: { x: number; y: number; width: number; height: number }): boolean {
  return (
    bounds.x >= box.x - 1e-6 &&
    bounds.y >= box.y - 1e-6 &&
    bounds.x + bounds.width <= box.x + box.width + 1e-6 &&
    bounds.y + bounds.height <= box.y + box.height + 1e-6
  );
}

describe('layoutTitle', () => {
  it('keeps every line inside the frame when its box reaches past an edge', () => {
    const title = layer('Our Last Day Together');
    for (const shifted of [
      { x: 0.04, y: -0.2, width: 0.5, height: 0.5 },
      { x: 0.6, y: 0.7, width: 0.6, height: 0.5 },
    ]) {
      const { bounds } = layoutTitle(
        { ...title, position: { ...title.position, box: shifted } },
        canvas,
        0.7,
        measure,
      );
      expect(bounds.y).toBeGreaterThanOrEqual(0);
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(canvas.width + 1e-6);
      expect(bounds.y + bounds.height).toBeLessThanOrEqual(canvas.height + 1e-6);
    }
  });

  it('sets a short title on one line at the preferred size, in capitals', () => {
    const layout = layoutTitle(layer('Go'), canvas, 0.8, measure);
    expect(layout.lines.map((line) => line.text)).toEqual(['GO']);
    expect(layout.fontSize * 0.8).toBeCloseTo(0.15 * 720);
  });

  it('breaks at word boundaries onto two balanced lines when they fit at the preferred size', () => {
    const layout = layoutTitle(layer('My First Spacewalk'), canvas, 0.8, measure);
    expect(layout.lines.map((line) => line.text)).toEqual(['MY FIRST', 'SPACEWALK']);
    expect(layout.fontSize * 0.8).toBeCloseTo(0.15 * 720);
    expect(insideBox(layout.bounds)).toBe(true);
  });

  it('stacks a title on three lines in a narrow column rather than shrinking it', () => {
    const layout = layoutTitle(layer('My First Spacewalk Ever'), canvas, 0.8, measure);
    expect(layout.lines.map((line) => line.text)).toEqual(['MY FIRST', 'SPACEWALK', 'EVER']);
    expect(insideBox(layout.bounds)).toBe(true);
  });

  it('shrinks a very long title until it fits, never overflowing the box', () => {
    const text = 'I Tried Every Single Budget Gaming Laptop Of The Year So You Do Not Have To';
    const layout = layoutTitle(layer(text, 2), canvas, 0.8, measure);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join(' ').length).toBeGreaterThan(0);
    expect(layout.lines.map((line) => line.text).join(' ')).toBe(text.toUpperCase());
    expect(insideBox(layout.bounds)).toBe(true);
  });

  it('shrinks a single word wider than the box', () => {
    const layout = layoutTitle(layer('Supercalifragilisticexpialidocious'), canvas, 0.8, measure);
    expect(layout.lines).toHaveLength(1);
    expect(insideBox(layout.bounds)).toBe(true);
  });

  it('makes a bigger scale paint a bigger title', () => {
    const normal = layoutTitle(layer('Big'), canvas, 0.8, measure);
    const bigger = layoutTitle(layer('Big', 1.25), canvas, 0.8, measure);
    expect(bigger.fontSize).toBeGreaterThan(normal.fontSize);
  });

  it('measures a bounded number of lines whatever the title, in any script', () => {
    const measured = (text: string, lang?: string, scale = 1) => {
      let calls = 0;
      const counting = (line: string, size: number) => {
        calls += 1;
        return measure(line, size);
      };
      const layout = layoutTitle({ ...layer(text, scale), lang }, canvas, 0.8, counting);
      expect(insideBox(layout.bounds)).toBe(true);
      return calls;
    };
    const titles: [string, string | undefined][] = [
      ['Go', undefined],
      ...[4, 8, 16, 32, 64, 128].map((words): [string, undefined] => [
        Array.from({ length: words }, (_, i) => `word${i}`).join(' '),
        undefined,
      ]),
      ['中文字'.repeat(33), 'zh'],
      ['中文字'.repeat(200), 'zh'],
      ['これは日本語のタイトルです'.repeat(8), 'ja'],
      ['مرحبا بكم في قناتي الجديدة '.repeat(8), 'ar'],
    ];
    // A few splits measured at the preferred size and again at the size found (33 lines each at
    // most), the whole and the two best splits at the smallest size and at 9 sizes between.
    for (const [text, lang] of titles) {
      expect(measured(text, lang), text).toBeLessThanOrEqual(130);
      expect(measured(text, lang, 2), text).toBeLessThanOrEqual(130);
    }
  });
});
