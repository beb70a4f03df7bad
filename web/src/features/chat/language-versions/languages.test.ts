import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageName, rowErrors, searchLanguages } from './languages';

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
    expect(rowErrors(row(1, 'english', 'x'), []).lang).toBe('Choose a language from the list');
    expect(rowErrors(row(1, '', 'x'), []).lang).toBe('Choose a language from the list');
    expect(rowErrors(row(1, 'JA', 'x'), [row(2, 'ja', 'y')]).lang).toMatch(/only one/);
    expect(rowErrors(row(1, 'ja', '  '), []).title).toMatch(/Type the title/);
    expect(rowErrors(row(1, 'ja', 'x'.repeat(101)), []).title).toMatch(/At most 100/);
  });

  it('offers every language by its English name with its code, each once', () => {
    expect(LANGUAGES).toContainEqual({ code: 'pt-BR', name: 'Brazilian Portuguese' });
    expect(LANGUAGES.every((language) => language.name !== language.code)).toBe(true);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
  });

  it('searches by name or code, the exact code first, then names that start with the text', () => {
    const codes = (typed: string) => searchLanguages(LANGUAGES, typed).map((l) => l.code);
    expect(codes('hi')[0]).toBe('hi');
    expect(codes('HIN')).toEqual(['hi']);
    expect(codes('port')).toEqual(['pt-BR', 'pt-PT']);
    expect(codes('portuguese')).toEqual(['pt-BR', 'pt-PT']);
    expect(codes('ja')[0]).toBe('ja');
    expect(codes('pt')).toEqual(['pt-BR', 'pt-PT']);
    expect(codes('martian')).toEqual([]);
    expect(codes('  ')).toHaveLength(LANGUAGES.length);
  });
});
