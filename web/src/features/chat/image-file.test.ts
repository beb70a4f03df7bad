import { LIMITS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const MAX = LIMITS.uploadMaxBytes;

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(imageFileProblem({ type, size: 1000 }, MAX)).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: MAX }, MAX)).toBeNull();
  });

  it('refuses other types, whatever the size', () => {
    for (const type of ['text/plain', 'image/gif', 'image/heic', '']) {
      expect(imageFileProblem({ type, size: 10 }, MAX)).toBe(
        'Please select a valid image file (JPG, PNG, WEBP)',
      );
    }
  });

  it('refuses a photo over 10 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX + 1 }, MAX)).toBe(
      'File size must be less than 10MB',
    );
  });
});
