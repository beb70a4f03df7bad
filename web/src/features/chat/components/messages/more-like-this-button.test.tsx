// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, testUser, type LiveFixture } from '@/testing/signed-in-app';
import { ChatSessionContext, type ChatSession } from '../../chat-session';
import { startProgress } from '../../generation-stage';
import { MoreLikeThisButton } from './more-like-this-button';

afterEach(cleanup);

const IMAGE = '/files/users/user_1/chats/chat_1/reply_1/1.jpg';

function renderButton(session: Partial<ChatSession> = {}, fixture: Partial<LiveFixture> = {}) {
  const value: ChatSession = {
    chatId: 'chat_1',
    selectedImage: null,
    selectImage: vi.fn(),
    progress: null,
    applyFix: vi.fn(),
    moreLikeThis: vi.fn(() => Promise.resolve(true)),
    ...session,
  };
  render(
    <SignedInApp fixture={fixture}>
      <ChatSessionContext value={value}>
        <MoreLikeThisButton url={IMAGE} />
      </ChatSessionContext>
    </SignedInApp>,
  );
  return value;
}

const button = () =>
  screen.findByRole<HTMLButtonElement>('button', { name: 'More like this · 1 token' });

describe('MoreLikeThisButton', () => {
  it("asks for more like the reply's thumbnail, saying what it costs", async () => {
    const { moreLikeThis } = renderButton();
    await userEvent.click(await button());
    expect(moreLikeThis).toHaveBeenCalledExactlyOnceWith(IMAGE);
  });

  it('is off while a generation or edit runs', async () => {
    renderButton({ progress: startProgress('edit', Date.now()) });
    expect((await button()).disabled).toBe(true);
  });

  it('is off at a balance of 0, as Send is', async () => {
    const { moreLikeThis } = renderButton({}, { user: testUser({ tokenBalance: 0 }) });
    await waitFor(async () => expect((await button()).disabled).toBe(true));
    expect(moreLikeThis).not.toHaveBeenCalled();
  });
});
