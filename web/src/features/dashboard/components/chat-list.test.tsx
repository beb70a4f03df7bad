// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGES, compareSidebarOrder, type Chat } from '@thumbforge/contract';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, type LiveFixture } from '@/testing/signed-in-app';
import { ChatList } from './chat-list';

afterEach(cleanup);

/** A chat created on `day` of August 2025 and last changed on `changedDay`. */
const chat = (title: string, day: number, pinned = false, changedDay = day): Chat => ({
  _id: `chat-${title.toLowerCase()}`,
  title,
  pinned,
  createdAt: `2025-08-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2025-08-${String(changedDay).padStart(2, '0')}T10:00:00.000Z`,
});

/** Both live implementations hand the list over in the contract's sidebar order. */
const asLiveData = (chats: Chat[]) => [...chats].sort(compareSidebarOrder);

function renderList(fixture: Partial<LiveFixture>) {
  const focusAfterDelete = createRef<HTMLElement>();
  return render(
    <SignedInApp fixture={fixture}>
      <ChatList focusAfterDelete={focusAfterDelete} />
    </SignedInApp>,
  );
}

const titlesIn = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ChatList', () => {
  it('shows pinned chats first, then the rest, each newest created first', () => {
    renderList({
      chats: asLiveData([
        chat('Old', 1, false, 20),
        chat('Pinned old', 2, true),
        chat('New', 9),
        chat('Pinned new', 8, true),
        chat('Middle', 5),
      ]),
    });

    const [pinned, recent] = screen.getAllByRole('region');
    expect(within(pinned!).getByRole('heading').textContent).toBe('Pinned');
    expect(titlesIn(pinned!)).toEqual(['Pinned new', 'Pinned old']);
    expect(within(recent!).getByRole('heading').textContent).toBe('Recent');
    // A chat renamed yesterday keeps its place: recency is when a chat was created.
    expect(titlesIn(recent!)).toEqual(['New', 'Middle', 'Old']);
  });

  it('moves a chat between the sections when its pin changes', () => {
    const chats = [chat('First', 1), chat('Second', 2), chat('Third', 3)];
    const { rerender } = renderList({ chats: asLiveData(chats) });
    expect(screen.queryByRole('heading', { name: 'Pinned' })).toBeNull();

    const pinnedFirst = asLiveData(chats.map((c) => ({ ...c, pinned: c.title === 'First' })));
    rerender(
      <SignedInApp fixture={{ chats: pinnedFirst }}>
        <ChatList focusAfterDelete={createRef()} />
      </SignedInApp>,
    );
    const [pinned, recent] = screen.getAllByRole('region');
    expect(titlesIn(pinned!)).toEqual(['First']);
    expect(titlesIn(recent!)).toEqual(['Third', 'Second']);
  });

  it('names no section when nothing is pinned, and no Recent when everything is', () => {
    renderList({ chats: asLiveData([chat('A', 1), chat('B', 2)]) });
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(
      within(screen.getByRole('navigation', { name: 'Chats' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['B', 'A']);
    cleanup();

    renderList({ chats: asLiveData([chat('A', 1, true)]) });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Pinned']);
  });

  it('says when there are no chats yet', () => {
    renderList({ chats: [] });
    expect(screen.getByText(CHAT_MESSAGES.noChatsYet)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Chats' })).toBeNull();
  });

  it('offers to try again when the list could not be loaded, and tries', async () => {
    const refreshChats = vi.fn(() => Promise.resolve());
    renderList({ chats: undefined, refreshChats });
    expect(screen.getByText(CHAT_MESSAGES.listUnavailable)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Chats' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refreshChats).toHaveBeenCalledTimes(1);
  });
});
