import { describe, expect, it } from 'vitest';
import { TOURS } from './tours';

const allContent = (press: 'Click' | 'Tap') =>
  Object.values(TOURS).flatMap((tour) => tour.steps(press).map((step) => step.content));

describe('the guided tours', () => {
  it('say Tap on a phone and Click with a mouse, and nothing else about pressing', () => {
    expect(TOURS.editing.steps('Tap')[0]?.content).toBe(
      'Tap a generated thumbnail to keep working on it.',
    );
    expect(TOURS.editing.steps('Click')[0]?.content).toBe(
      'Click a generated thumbnail to keep working on it.',
    );
    expect(allContent('Tap').join(' ')).not.toMatch(/\bclick/i);
    expect(allContent('Click').join(' ')).not.toMatch(/\btap/i);
  });

  it('wait for every step target, in the order the steps show them', () => {
    for (const tour of Object.values(TOURS)) {
      expect(tour.selectors).toEqual(tour.steps('Click').map((step) => step.target));
    }
  });
});
