// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_PREFERENCES,
  THUMBNAIL_MESSAGES,
  thumbnailFileName,
  type DownloadFormat,
  type StyleChoices,
} from '@thumbforge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, testUser } from '@/testing/signed-in-app';
import { ChatSessionContext, type ChatSession } from '../../chat-session';
import { GeneratedImageTile } from './generated-image-tile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IMAGE = '/files/users/user_1/chats/chat_1/thumb-1.jpg';

function renderTile(answer: Response, format: DownloadFormat = 'jpeg') {
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
          format={format}
          fileName={thumbnailFileName('Launch Day', 1, format)}
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

describe('GeneratedImageTile: Download', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs; the name the browser would save under is what matters.
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the stored JPEG named after the video and the variant', async () => {
    const fetch = renderTile(new Response('jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Download Thumbnail 1' }));
    await waitFor(() => expect(saved).toEqual(['launch-day-1.jpg']));
    expect(fetch.mock.calls[0]?.[0]).toBe(IMAGE);
  });

  it('honours the Format choice: WebP is converted by the server and saved as .webp', async () => {
    const fetch = renderTile(new Response('webp'), 'webp');
    await userEvent.click(screen.getByRole('button', { name: 'Download Thumbnail 1' }));
    await waitFor(() => expect(saved).toEqual(['launch-day-1.webp']));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/download/image');
    expect(init).toMatchObject({ body: JSON.stringify({ imageUrl: IMAGE, format: 'webp' }) });
  });

  it('saves nothing and says why when the format is refused', async () => {
    const refusal = 'WebP downloads come with Premium.';
    renderTile(Response.json({ message: refusal, code: 'forbidden' }, { status: 403 }), 'webp');
    await userEvent.click(screen.getByRole('button', { name: 'Download Thumbnail 1' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
