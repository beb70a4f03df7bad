import { describe, expect, it } from 'vitest';
import { renameChatRequestSchema } from './chat.js';

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
