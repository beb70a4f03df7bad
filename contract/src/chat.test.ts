import { describe, expect, it } from 'vitest';
import { compareSidebarOrder, renameChatRequestSchema } from './chat.js';

describe('rename chat request', () => {
  it('trims the new title', () => {
    expect(renameChatRequestSchema.parse({ rename: '  Launch day  ' }).rename).toBe('Launch day');
  });

  it('refuses blank, missing and over-long titles with a message', () => {
    const bodies = [
      { rename: '   ' },
      {},
      { rename: 'x'.repeat(101) },
      { rename: 5 },
      null,
      ['rename'],
      'Launch day',
    ];
    for (const body of bodies) {
      const result = renameChatRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/title/i);
    }
  });
});

describe('sidebar order', () => {
  it('puts pinned chats first, each group newest first, and keeps ties in their order', () => {
    const chats = [
      { id: 'old', pinned: false, createdAt: '2025-08-01T10:00:00.000Z' },
      { id: 'pinned-old', pinned: true, createdAt: '2025-08-02T10:00:00.000Z' },
      { id: 'new', pinned: false, createdAt: '2025-08-05T10:00:00.000Z' },
      { id: 'pinned-new', pinned: true, createdAt: '2025-08-04T10:00:00.000Z' },
      { id: 'new-twin', pinned: false, createdAt: '2025-08-05T10:00:00.000Z' },
    ];
    expect([...chats].sort(compareSidebarOrder).map((chat) => chat.id)).toEqual([
      'pinned-new',
      'pinned-old',
      'new',
      'new-twin',
      'old',
    ]);
  });
});
