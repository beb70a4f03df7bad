import { describe, expect, it } from 'vitest';
import { askedPerson } from './asked-targets.js';

const words = (text: string) => text.split(' ');

describe('askedPerson', () => {
  it.each([
    ['big arrow pointing at the left one', 'left'],
    ['circle the man in the middle', 'middle'],
    ['red arrow pointing to the guy on the right', 'right'],
    ['a star next to the girl in the centre', 'middle'],
    ['arrow pointing at her on the left', 'left'],
  ] as const)('reads "%s" as the %s person', (clause, person) => {
    expect(askedPerson(words(clause))).toBe(person);
  });

  it('reads a place for the callout itself, or a person without a place, as no one in particular', () => {
    expect(askedPerson(words('an arrow on the left'))).toBeNull();
    expect(askedPerson(words('arrow pointing at her'))).toBeNull();
    expect(askedPerson(words('arrow pointing at the plate on the left'))).toBeNull();
  });
});
