import { describe, expect, it } from 'vitest';
import { changeSchema } from './events.js';

describe('change events', () => {
  it('name the chat list, one chat’s messages, the user or the payments', () => {
    expect(changeSchema.parse({ kind: 'chats' })).toEqual({ kind: 'chats' });
    expect(changeSchema.parse({ kind: 'messages', chatId: 'c1' })).toEqual({
      kind: 'messages',
      chatId: 'c1',
    });
    expect(changeSchema.parse({ kind: 'user' })).toEqual({ kind: 'user' });
    expect(changeSchema.parse({ kind: 'payments' })).toEqual({ kind: 'payments' });
  });

  it('refuse unknown kinds and messages without a chat', () => {
    expect(changeSchema.safeParse({ kind: 'receipts' }).success).toBe(false);
    expect(changeSchema.safeParse({ kind: 'messages' }).success).toBe(false);
  });
});
