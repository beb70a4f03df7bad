// @vitest-environment jsdom
import { LIMITS, MESSAGES } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const MAX = LIMITS.uploadMaxBytes;
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')];

const file = (bytes: number[], name: string, type: string, size = bytes.length) =>
  new File([new Uint8Array(bytes), new Uint8Array(size - bytes.length)], name, { type });

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP by their bytes, up to 10 MB', async () => {
    expect(await imageFileProblem(file(JPEG, 'a.jpg', 'image/jpeg'), MAX)).toBeNull();
    expect(await imageFileProblem(file(WEBP, 'a.webp', 'image/webp'), MAX)).toBeNull();
    expect(await imageFileProblem(file(PNG, 'a.png', 'image/png', MAX), MAX)).toBeNull();
    // A PNG saved with a .jpg name is still a PNG: the bytes decide.
    expect(await imageFileProblem(file(PNG, 'a.jpg', 'image/jpeg'), MAX)).toBeNull();
  });

  it('refuses a PDF renamed .png, and other files, whatever their name or size', async () => {
    const invalid = { message: MESSAGES.invalidImage, tooLarge: false };
    const pdf = file([...Buffer.from('%PDF-1.7\n')], 'photo.png', 'image/png');
    expect(await imageFileProblem(pdf, MAX)).toEqual(invalid);
    const gif = file([...Buffer.from('GIF89a')], 'a.gif', 'image/gif');
    expect(await imageFileProblem(gif, MAX)).toEqual(invalid);
    expect(await imageFileProblem(file([], 'empty.png', 'image/png'), MAX)).toEqual(invalid);
  });

  it('refuses a photo over 10 MB as one that a shrink can fix', async () => {
    expect(await imageFileProblem(file(JPEG, 'big.jpg', 'image/jpeg', MAX + 1), MAX)).toEqual({
      message: MESSAGES.fileTooLarge,
      tooLarge: true,
    });
  });
});
