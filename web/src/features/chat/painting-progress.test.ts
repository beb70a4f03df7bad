import { describe, expect, it } from 'vitest';
import type { Message } from '@thumbforge/contract';
import { paintedByModel, paintingProgress } from './painting-progress';

const painting = { variants: 2, startedAt: '2026-11-26T00:00:00.000Z', expectedSeconds: 30 };
const at = (seconds: number) => Date.parse(painting.startedAt) + seconds * 1000;

describe('paintingProgress', () => {
  it('fills with time, towards but never to the end, and says when it takes longer than usual', () => {
    const steps = [0, 10, 30, 90, 600].map((seconds) => paintingProgress(painting, at(seconds)));
    expect(steps.map((step) => step.elapsedSeconds)).toEqual([0, 10, 30, 90, 600]);
    expect(steps[0]?.fraction).toBe(0);
    for (let i = 1; i < steps.length; i += 1) {
      expect(steps[i]?.fraction).toBeGreaterThan(steps[i - 1]?.fraction ?? 1);
      expect(steps[i]?.fraction).toBeLessThan(1);
    }
    expect(steps[2]?.label).toBe('Painting…');
    expect(steps[3]?.label).toBe('Still painting…');
  });

  it('counts from the start when the clock is behind the server', () => {
    expect(paintingProgress(painting, at(-5))).toMatchObject({ fraction: 0, elapsedSeconds: 0 });
  });
});

describe('paintedByModel', () => {
  const reply = (images: string[], painters?: ('local' | 'model')[]): Message => ({
    _id: 'm1',
    role: 'assistant',
    text: '',
    images,
    createdAt: '2026-11-26T00:00:00.000Z',
    status: 'complete',
    meta: painters ? { painters } : {},
  });

  it('finds the picture by its file, whatever its link is signed with, and reads its painter', () => {
    const messages = [
      reply(
        ['/api/v1/files/u/a.jpg?exp=1&sig=x', '/api/v1/files/u/b.jpg?exp=1&sig=x'],
        ['local', 'model'],
      ),
    ];
    expect(paintedByModel(messages, '/api/v1/files/u/b.jpg?exp=2&sig=y')).toBe(true);
    expect(paintedByModel(messages, '/api/v1/files/u/a.jpg?exp=2&sig=y')).toBe(false);
  });

  it('takes a reply without painters as the local renderer’s', () => {
    expect(paintedByModel([reply(['/api/v1/files/u/a.jpg'])], '/api/v1/files/u/a.jpg')).toBe(false);
  });
});
