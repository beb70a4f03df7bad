// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PREFERENCES, THUMBNAIL_MESSAGES, type Preferences } from '@thumbforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, testUser } from '@/testing/signed-in-app';
import { SavedStyleNote } from './saved-style-note';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GAMING = { genre: 'gaming', mood: 'exciting', resolution: '1280 x 720' } as const;

function renderNote(preferences: Preferences) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(Response.json({ user: testUser() })),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <SignedInApp fixture={{ user: testUser({ preferences }) }}>
      <SavedStyleNote />
    </SignedInApp>,
  );
  return fetch;
}

describe('SavedStyleNote', () => {
  it('shows nothing when nothing is saved or learnt', () => {
    renderNote(EMPTY_PREFERENCES);
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it('says a saved style is the creator’s own, and clears only it', async () => {
    const fetch = renderNote({
      ...EMPTY_PREFERENCES,
      saved: { ...GAMING, styleWords: ['purple neon background'] },
      learnt: { ...GAMING, genre: 'tech', styleWords: [] },
    });
    expect(screen.getByText('Saved by you:')).toBeTruthy();
    expect(
      screen.getByText(/gaming · exciting · 1280 x 720 · purple neon background/),
    ).toBeTruthy();
    expect(screen.queryByText(/tech/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear saved style' }));
    await waitFor(() => expect(screen.getByText(THUMBNAIL_MESSAGES.styleCleared)).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/me/preferences/saved',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says a learnt suggestion comes from the last 3 chats, and clears it', async () => {
    const fetch = renderNote({ ...EMPTY_PREFERENCES, learnt: { ...GAMING, styleWords: [] } });
    expect(screen.getByText('You chose this in your last 3 chats:')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear suggestion' }));
    await waitFor(() =>
      expect(screen.getByText(THUMBNAIL_MESSAGES.suggestionCleared)).toBeTruthy(),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/auth/me/preferences/learnt');
  });

  it('says so when clearing fails', async () => {
    const fetch = renderNote({ ...EMPTY_PREFERENCES, learnt: { ...GAMING, styleWords: [] } });
    fetch.mockResolvedValueOnce(
      Response.json({ message: 'Server error', code: 'internal' }, { status: 500 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear suggestion' }));
    await waitFor(() => expect(screen.getByText(THUMBNAIL_MESSAGES.styleClearFailed)).toBeTruthy());
  });
});
