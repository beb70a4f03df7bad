import { describe, expect, it } from 'vitest';
import { setLetter, togglePick } from './compare-set';

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
