import { describe, expect, it } from 'vitest';
import { apiKeyUsageText } from './api-key-usage-text';

describe('apiKeyUsageText', () => {
  it('says a key was never used until its first call', () => {
    expect(
      apiKeyUsageText({ lastUsedAt: null, calls: { thumbnails: 0, read: 0, refused: 0 } }),
    ).toBe('Never used');
  });

  it('gives the last use and the calls by kind, the refused only when there were some', () => {
    const lastUsedAt = '2026-11-27T12:00:00.000Z';
    expect(apiKeyUsageText({ lastUsedAt, calls: { thumbnails: 1, read: 12, refused: 0 } })).toBe(
      'Last used Nov 27, 2026 · 1 thumbnail call · 12 reads',
    );
    expect(apiKeyUsageText({ lastUsedAt, calls: { thumbnails: 0, read: 1, refused: 3 } })).toBe(
      'Last used Nov 27, 2026 · 0 thumbnail calls · 1 read · 3 refused',
    );
  });
});
