import { describe, expect, it } from 'vitest';
import { checkedFilePath, checkFileFor, checkFolderPrefix } from './file-path-rules.js';

describe('the file path rules every store keeps', () => {
  it('reads the stored type from a safe path', () => {
    expect(checkedFilePath('users/u_1/chats/c-1/a.jpg')).toBe('image/jpeg');
    expect(checkedFilePath('b.png')).toBe('image/png');
    expect(checkedFilePath('x/y.webp')).toBe('image/webp');
  });

  it('refuses paths that leave a folder, hide, or store an unknown type', () => {
    for (const path of [
      '../a.jpg',
      '/a.jpg',
      'a/../b.jpg',
      'a//b.jpg',
      '.jpg',
      'a.gif',
      'a.jpg/',
    ]) {
      expect(() => checkedFilePath(path), path).toThrow(RangeError);
    }
  });

  it('refuses a type its extension does not name', () => {
    expect(() => checkFileFor('a.jpg', 'image/png')).toThrow(RangeError);
    expect(() => checkFileFor('a.png', 'image/png')).not.toThrow();
  });

  it('takes whole folders only as a prefix', () => {
    expect(() => checkFolderPrefix('users/u1/')).not.toThrow();
    for (const prefix of ['', '/', '../', 'users/u1', 'users/../']) {
      expect(() => checkFolderPrefix(prefix), prefix).toThrow(RangeError);
    }
  });
});
