import { describe, expect, it } from 'vitest';
import { chatInitial, fullTitle, renamedTitle, shortTitle } from './chat-title';

describe('fullTitle', () => {
  it('names a chat without a title Untitled Chat', () => {
    expect(fullTitle('')).toBe('Untitled Chat');
    expect(fullTitle('   ')).toBe('Untitled Chat');
    expect(fullTitle('Gaming intro')).toBe('Gaming intro');
  });
});

describe('shortTitle', () => {
  it('keeps titles of up to 17 characters whole', () => {
    expect(shortTitle('Exactly seventeen')).toBe('Exactly seventeen');
    expect(shortTitle('')).toBe('Untitled Chat');
  });

  it('cuts longer titles to 17 characters and an ellipsis', () => {
    expect(shortTitle('Exactly eighteen!!')).toBe('Exactly eighteen!…');
    expect(shortTitle('My epic Minecraft survival series')).toBe('My epic Minecraft…');
  });

  it('counts an emoji as one character', () => {
    expect(shortTitle('🎮'.repeat(20))).toBe(`${'🎮'.repeat(17)}…`);
  });
});

describe('renamedTitle', () => {
  it('saves the trimmed text when it is new', () => {
    expect(renamedTitle('Old', '  New title  ')).toBe('New title');
    expect(renamedTitle('', 'First title')).toBe('First title');
  });

  it('saves nothing for blank or unchanged text', () => {
    expect(renamedTitle('Old', '')).toBeNull();
    expect(renamedTitle('Old', '   ')).toBeNull();
    expect(renamedTitle('Old', ' Old ')).toBeNull();
  });

  it("gives the rail a chat's first character, whole, and none for an untitled chat", () => {
    expect(chatInitial('  launch day')).toBe('L');
    expect(chatInitial('🚀 Launch')).toBe('🚀');
    expect(chatInitial('   ')).toBeNull();
  });
});
