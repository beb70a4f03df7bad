// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THUMBNAIL_MESSAGES, type Message } from '@thumbforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, testUser, type LiveFixture } from '@/testing/signed-in-app';
import { ChatSessionContext, type ChatSession } from '../../chat-session';
import { startProgress } from '../../generation-stage';
import { Composer } from './composer';

afterEach(cleanup);

const IMAGE = '/files/users/user_1/chats/chat_1/thumb-1.jpg';
const EDITED = '/files/users/user_1/chats/chat_1/reply_2/1.jpg';

const reply: Message = {
  _id: 'message_1',
  role: 'assistant',
  text: 'Here are your thumbnails',
  images: [IMAGE],
  createdAt: '2025-08-01T10:00:00.000Z',
  status: 'complete',
  meta: {},
};

interface Setup {
  session?: Partial<ChatSession>;
  fixture?: Partial<LiveFixture>;
  onEdit?: () => Promise<string | null>;
}

function renderComposer({ session, fixture, onEdit = () => Promise.resolve(EDITED) }: Setup = {}) {
  const value: ChatSession = {
    chatId: 'chat_1',
    selectedImage: null,
    selectImage: vi.fn(),
    progress: null,
    applyFix: vi.fn(),
    moreLikeThis: vi.fn(),
    ...session,
  };
  const onGenerate = vi.fn(() => Promise.resolve(true));
  const edit = vi.fn(onEdit);
  render(
    <SignedInApp fixture={{ messages: [reply], ...fixture }}>
      <ChatSessionContext value={value}>
        <Composer chatId="chat_1" onGenerate={onGenerate} onEdit={edit} />
      </ChatSessionContext>
    </SignedInApp>,
  );
  return { onGenerate, onEdit: edit, selectImage: value.selectImage };
}

const sendButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Composer in new-generation mode', () => {
  it('asks for what is missing and keeps Generate off until the draft is complete', () => {
    renderComposer();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toBeTruthy();
    expect(sendButton('Generate thumbnail').disabled).toBe(true);
    expect(
      screen.getByText('Add a photo, a genre, a mood, a video title and a prompt to generate.'),
    ).toBeTruthy();
  });

  it('never sends a generation on Enter: it opens the missing details instead', async () => {
    const { onGenerate } = renderComposer();
    const prompt = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt' });

    await userEvent.type(prompt, 'A tiger{Enter}');

    expect(onGenerate).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Image and video details' })).toBeTruthy();
    expect(prompt.value).toBe('A tiger');
  });
});

describe('Composer with more than one photo', () => {
  // The composer reads a photo's first bytes: each file starts as its type does.
  const SIGNATURES: Record<string, number[]> = {
    'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  };
  const image = (name: string, type = 'image/png') =>
    new File([new Uint8Array(SIGNATURES[type] ?? [...new TextEncoder().encode('notes')])], name, {
      type,
    });

  it('takes the creator’s photo, then up to three more, each checked as the first is', async () => {
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: 'Upload image and video details' }));
    expect(screen.queryByRole('button', { name: /Add other photos/ })).toBeNull();
    const [photoInput] = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(photoInput!, image('me.jpg', 'image/jpeg'));

    const others = async () =>
      (
        await screen.findByRole('button', { name: /Add other photos/ })
      ).querySelector<HTMLInputElement>('input[type=file]')!;
    // A file that is not an image is said and left out; the good one picked with it is kept.
    await userEvent.upload(await others(), [image('cup.png'), image('notes.txt', 'text/plain')], {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    await userEvent.upload(await others(), [
      image('car.png'),
      image('dish.png'),
      image('extra.png'),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(THUMBNAIL_MESSAGES.tooManyPhotos),
    );
    expect(screen.queryByRole('button', { name: /Add other photos/ })).toBeNull();
    expect(screen.getAllByRole('img', { name: /^Other photo/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove other photo 2' }));
    expect(screen.getAllByRole('img', { name: /^Other photo/ })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.getByText('3 images uploaded')).toBeTruthy();
  });
});

describe('Composer in edit mode', () => {
  const editing = { selectedImage: IMAGE };

  it('sends the trimmed follow-up about the selected image on Enter, then selects its result', async () => {
    const { onEdit, selectImage } = renderComposer({ session: editing });
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).toBeNull();
    const followUp = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Follow-up prompt' });

    await userEvent.type(followUp, '  Make the title bigger  {Enter}');

    expect(onEdit).toHaveBeenCalledExactlyOnceWith({ url: IMAGE, prompt: 'Make the title bigger' });
    await waitFor(() => expect(selectImage).toHaveBeenCalledExactlyOnceWith(EDITED));
    expect(followUp.value).toBe('');
  });

  it('leaves the brand kit out of one edit when its switch is off, then turns it back on', async () => {
    const brandKit = {
      colours: ['#e50914', '#00b3a4'],
      font: 'bangers' as const,
      titleStyle: 'box' as const,
      logoCorner: 'top-left' as const,
      logoPath: null,
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const { onEdit } = renderComposer({
      session: editing,
      fixture: { user: testUser({ brandKit }) },
    });
    const kitSwitch = screen.getByRole<HTMLInputElement>('switch', { name: 'Use my brand kit' });
    expect(kitSwitch.checked).toBe(true);

    await userEvent.click(kitSwitch);
    expect(screen.getByText('Brand kit off for this one')).toBeTruthy();
    const followUp = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Follow-up prompt' });
    await userEvent.type(followUp, 'Warmer colours{Enter}');

    expect(onEdit).toHaveBeenCalledExactlyOnceWith({
      url: IMAGE,
      prompt: 'Warmer colours',
      brandKit: 'off',
    });
    await waitFor(() => expect(kitSwitch.checked).toBe(true));
  });

  it('keeps the follow-up and the selection when the edit fails', async () => {
    const { onEdit, selectImage } = renderComposer({
      session: editing,
      onEdit: () => Promise.resolve(null),
    });
    const followUp = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Follow-up prompt' });

    await userEvent.type(followUp, 'Warmer colours{Enter}');

    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(selectImage).not.toHaveBeenCalled();
    expect(followUp.value).toBe('Warmer colours');
  });

  it('sends nothing without a follow-up, or in a chat with no messages yet', async () => {
    const { onEdit } = renderComposer({ session: editing, fixture: { messages: [] } });
    expect(sendButton('Send changes').disabled).toBe(true);
    const followUp = screen.getByRole('textbox', { name: 'Follow-up prompt' });

    await userEvent.type(followUp, '{Enter}');
    expect(sendButton('Send changes').disabled).toBe(true);
    await userEvent.type(followUp, 'Brighter{Enter}');

    expect(onEdit).not.toHaveBeenCalled();
  });

  it('turns Send off and offers tokens when the balance is 0', async () => {
    const { onEdit } = renderComposer({
      session: editing,
      fixture: { user: testUser({ tokenBalance: 0 }) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Follow-up prompt' }), 'Brighter');

    expect(sendButton('Send changes').disabled).toBe(true);
    expect(
      screen.getByText('You have no tokens left. Each generation or change uses one.'),
    ).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('Composer while a request runs', () => {
  it('locks the prompt and says the result is coming', () => {
    renderComposer({ session: { progress: startProgress('generate', Date.now()) } });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt' }).disabled).toBe(
      true,
    );
    expect(sendButton('Generate thumbnail').disabled).toBe(true);
    expect(screen.getByText('Generating… the result appears above in a few seconds.')).toBeTruthy();
  });
});
