import { describe, expect, it } from 'vitest';
import { jpegName, pixelLimitScale } from './shrink-photo';

describe('shrinking a photo in the browser', () => {
  it('keeps a photo within the pixel limit at full size, and scales a bigger one under it', () => {
    expect(pixelLimitScale(4000, 3000, 40)).toBe(1);
    const scale = pixelLimitScale(10_000, 8000, 40);
    expect(scale).toBeLessThan(1);
    const pixels = Math.round(10_000 * scale) * Math.round(8000 * scale);
    expect(pixels).toBeLessThanOrEqual(40_000_000);
    expect(pixels).toBeGreaterThan(39_000_000);
  });

  it('names the copy as the JPEG it is', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('beach.heic.webp')).toBe('beach.heic.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
  });
});
