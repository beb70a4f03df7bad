import { describe, expect, it } from 'vitest';
import { isRecordId, recordIdSchema } from './ids.js';

describe('record ids', () => {
  it('accept 20 letters and digits', () => {
    expect(isRecordId('aZ09bY18cX27dW36eV45')).toBe(true);
    expect(recordIdSchema.safeParse('aZ09bY18cX27dW36eV45').success).toBe(true);
  });

  it('refuse any other shape', () => {
    for (const value of [
      '',
      'short',
      'aZ09bY18cX27dW36eV4',
      'aZ09bY18cX27dW36eV456',
      'aZ09bY18cX27dW36eV4-',
      '../../../../../../..',
      'aZ09bY18cX27dW36eV4%',
      42,
      null,
    ]) {
      expect(isRecordId(value)).toBe(false);
    }
  });
});
