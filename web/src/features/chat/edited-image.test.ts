import { describe, expect, it } from 'vitest';
import type { Message } from '@thumbforge/contract';
import { editedImage } from './edited-image';

function message(role: Message['role'], images: string[]): Message {
  return {
    _id: `${role}-${images.join()}`,
    role,
    text: '',
    images,
    createdAt: '2026-11-27T10:00:00.000Z',
    status: 'complete',
    meta: {},
  };
}

describe('editedImage', () => {
  const chat = (messages: Message[]) => [{ chatId: 'c', messages }];

  it("is the edit's reply image", () => {
    const thread = [
      message('assistant', ['/a.jpg', '/b.jpg']),
      message('user', []),
      message('assistant', ['/c.jpg']),
    ];
    expect(editedImage(chat(thread), 'c', '/b.jpg')).toBe('/c.jpg');
  });

  it('stays on the edited image when the edit changed nothing, or the chat is not there', () => {
    const thread = [
      message('assistant', ['/a.jpg']),
      message('user', []),
      message('assistant', []),
    ];
    expect(editedImage(chat(thread), 'c', '/a.jpg')).toBe('/a.jpg');
    expect(editedImage(chat(thread), 'other', '/a.jpg')).toBe('/a.jpg');
  });
});
