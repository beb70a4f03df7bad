import { describe, expect, it } from 'vitest';
import { DOWNLOAD_NAMES } from './download-names';

describe('download names', () => {
  it('saves all of a reply as thumbnails.zip', () => {
    expect(DOWNLOAD_NAMES).toEqual({ all: 'thumbnails.zip' });
  });
});
