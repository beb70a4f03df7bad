import { describe, expect, it } from 'vitest';
import { languageName, rowErrors } from './languages';

describe('language rows', () => {
  it('names a language code, and nothing that is none', () => {
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName(' pt-br ')).toBe('Brazilian Portuguese');
    expect(languageName('hindi')).toBeNull();
    expect(languageName('')).toBeNull();
  });

  it('flags a bad code, a second version of one language and a title outside 1 to 100', () => {
    const row = (key: number, lang: string, title: string) => ({ key, lang, title });
    expect(rowErrors(row(1, 'ja', '打ち上げ'), [row(2, 'ar', 'x')])).toEqual({});
    expect(rowErrors(row(1, 'english', 'x'), []).lang).toMatch(/BCP 47/);
    expect(rowErrors(row(1, 'JA', 'x'), [row(2, 'ja', 'y')]).lang).toMatch(/only one/);
    expect(rowErrors(row(1, 'ja', '  '), []).title).toMatch(/Type the title/);
    expect(rowErrors(row(1, 'ja', 'x'.repeat(101)), []).title).toMatch(/At most 100/);
  });
});
