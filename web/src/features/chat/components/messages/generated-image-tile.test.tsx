// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PREFERENCES, THUMBNAIL_MESSAGES, type StyleChoices } from '@thumbforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, testUser } from '@/testing/signed-in-app';
import { ChatSessionContext, type ChatSession } from '../../chat-session';
import { GeneratedImageTile } from './generated-image-tile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IMAGE = '/files/users/user_1/chats/chat_1/thumb-1.jpg';

function renderTile(answer: Response) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer));
  vi.stubGlobal('fetch', fetch);
  const session: ChatSession = {
    chatId: 'chat_1',
    selectedImage: null,
    selectImage: vi.fn(),
    progress: null,
    applyFix: vi.fn(),
    moreLikeThis: vi.fn(),
  };
  render(
    <SignedInApp fixture={{}}>
      <ChatSessionContext value={session}>
        <GeneratedImageTile
          url={IMAGE}
          name="Thumbnail 1"
          videoTitle="Launch Day"
          tourStop={false}
        />
      </ChatSessionContext>
    </SignedInApp>,
  );
  return fetch;
}

describe('GeneratedImageTile: Remember this style', () => {
  it('saves the thumbnail’s style and says what was kept', async () => {
    const saved: StyleChoices = {
      genre: 'tech',
      mood: 'exciting',
      resolution: '1280 x 720',
      styleWords: ['purple neon background'],
    };
    const fetch = renderTile(
      Response.json({ user: testUser({ preferences: { ...EMPTY_PREFERENCES, saved } }) }),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Remember the style of Thumbnail 1' }),
    );

    await waitFor(() =>
      expect(
        screen.getByText(
          THUMBNAIL_MESSAGES.styleRemembered(
            'tech · exciting · 1280 x 720 · purple neon background',
          ),
        ),
      ).toBeTruthy(),
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/thumbnail/chat_1/remember-style');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ url: IMAGE }) });
  });

  it('shows the server’s reason when it refuses', async () => {
    renderTile(
      Response.json(
        { message: THUMBNAIL_MESSAGES.imageNotFound, code: 'not_found' },
        { status: 404 },
      ),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remember the style of Thumbnail 1' }),
    );
    await waitFor(() => expect(screen.getByText(THUMBNAIL_MESSAGES.imageNotFound)).toBeTruthy());
  });
});
