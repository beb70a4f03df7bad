import { describe, expect, it } from 'vitest';
import { setLetter, similarPairWarning, togglePick } from './compare-set';

const chat = ['one', 'two', 'three', 'four'];

describe('a Test & Compare set', () => {
  it('letters its thumbnails in the order of the chat, whatever order they were picked in', () => {
    let set: string[] = [];
    for (const url of ['two', 'one', 'four']) set = togglePick(set, url, chat);
    expect(set).toEqual(['one', 'two', 'four']);
    expect(chat.map((url) => setLetter(set, url))).toEqual(['A', 'B', '', 'C']);
  });

  it('takes three at most, and unpicking one re-letters the rest', () => {
    let set = ['one', 'two', 'three'];
    expect(togglePick(set, 'four', chat)).toEqual(set);
    set = togglePick(set, 'one', chat);
    expect(set).toEqual(['two', 'three']);
    expect(setLetter(set, 'two')).toBe('A');
    expect(setLetter(set, 'one')).toBe('');
  });
});

describe('similarPairWarning', () => {
  it('speaks as a creator would, never in hash points', () => {
    const almost = similarPairWarning('A', 'B', 8);
    expect(almost).toMatch(/^A and B look almost the same in the feed: viewers would hardly/);
    expect(almost).not.toMatch(/64|points|bits/);
    expect(similarPairWarning('B', 'C', 0)).toMatch(/^B and C are the same picture:/);
  });
});
