// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp } from '@/testing/signed-in-app';
import { PaintingTiles } from './painting-tiles';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PaintingTiles', () => {
  it('shows a tile per variant still being painted, numbered after the thumbnails shown, with its progress', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T00:00:12.000Z') });
    render(
      <SignedInApp fixture={{}}>
        <ul>
          <PaintingTiles
            painting={{ variants: 2, startedAt: '2026-11-26T00:00:00.000Z', expectedSeconds: 30 }}
            first={2}
          />
        </ul>
      </SignedInApp>,
    );
    const tiles = screen.getAllByRole('status');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Thumbnail 3 is being painted',
      'Thumbnail 4 is being painted',
    ]);
    const first = within(tiles[0] as HTMLElement);
    expect(first.getByText('Painting…')).toBeTruthy();
    expect(first.getByText('12 s')).toBeTruthy();
    const bar = first.getByRole('progressbar', { name: 'Painting progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  });
});
