import { describe, expect, it } from 'vitest';
import { DOWNLOAD_NAMES } from './download-names';

describe('download names', () => {
  it('saves one image as thumbnail.jpg and all of them as thumbnails.zip (SPEC.md section 7)', () => {
    expect(DOWNLOAD_NAMES).toEqual({ single: 'thumbnail.jpg', all: 'thumbnails.zip' });
  });
});
