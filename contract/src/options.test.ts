import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESOLUTION,
  GENRES,
  MOODS,
  genreSchema,
  resolutionSchema,
  resolutionSize,
} from './options.js';

describe('options', () => {
  it('lists the genres and moods of docs/product-rules.md section 5', () => {
    expect(GENRES).toHaveLength(10);
    expect(GENRES).toContain('education');
    expect(MOODS).toEqual(['exciting', 'happy', 'dramatic', 'professional', 'fun', 'serious']);
    expect(genreSchema.safeParse('horror').success).toBe(false);
  });

  it('defaults to 1280 x 720 and knows the pixel sizes', () => {
    expect(DEFAULT_RESOLUTION).toBe('1280 x 720');
    expect(resolutionSize('1920 x 1080')).toEqual({ width: 1920, height: 1080 });
    expect(resolutionSchema.safeParse('1280x720').success).toBe(false);
  });
});
