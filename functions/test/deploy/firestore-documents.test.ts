import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_DOCUMENTS } from '@thumbforge/contract';
import { ROOT } from '../../scripts/firebase-project.js';

/** A document path with its wildcards unnamed: `chats/{chatId}` and `chats/{id}` are one place. */
const place = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

const SCHEMA_KEYS = new Map(
  Object.entries(FIRESTORE_DOCUMENTS).map(([path, schema]) => [
    place(path),
    Object.keys(schema.shape),
  ]),
);

interface RulesMatch {
  /** Under `/databases/{database}/documents`, unnamed wildcards. */
  path: string;
  /** The fields of the document that the block's conditions read, helper functions included. */
  fields: string[];
}

/**
 * The `match` blocks of a rules file with the `resource.data` fields each reads, directly or
 * through a helper function. Enough of the rules language for this file: blocks, functions and
 * conditions, with no braces inside strings.
 */
function readRules(source: string): RulesMatch[] {
  const code = source.replace(/\/\/.*$/gm, '');
  const functionFields = new Map<string, string[]>();
  for (const [, name = '', body = ''] of code.matchAll(
    /function\s+(\w+)\([^)]*\)\s*\{([^}]*)\}/g,
  )) {
    functionFields.set(name, fieldsIn(body));
  }
  const withoutFunctions = code.replace(/function\s+\w+\([^)]*\)\s*\{[^}]*\}/g, '');

  const matches: RulesMatch[] = [];
  const open: { path: string; direct: string }[] = [];
  const token = /match\s+(\S+)\s*\{|\{|\}/g;
  let end = 0;
  for (const found of withoutFunctions.matchAll(token)) {
    const current = open.at(-1);
    if (current) current.direct += withoutFunctions.slice(end, found.index);
    end = found.index + found[0].length;
    const segment = found[1];
    if (segment !== undefined) {
      open.push({ path: `${current?.path ?? ''}${segment}`, direct: '' });
    } else if (found[0] === '}') {
      const closed = open.pop();
      if (!closed) continue;
      const called = [...closed.direct.matchAll(/(\w+)\(/g)].map(([, name = '']) => name);
      const fields = [
        ...fieldsIn(closed.direct),
        ...called.flatMap((name) => functionFields.get(name) ?? []),
      ];
      matches.push({ path: closed.path, fields: [...new Set(fields)].sort() });
    }
  }
  const root = '/databases/{database}/documents/';
  return matches
    .filter((match) => match.path.startsWith(root))
    .map((match) => ({ ...match, path: place(match.path.slice(root.length)) }));
}

function fieldsIn(text: string): string[] {
  return [...text.matchAll(/resource\.data\.(\w+)/g)].map(([, field = '']) => field);
}

const rules = readRules(readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
/** `match /{document=**}`, the refusal of everything else. */
const CATCH_ALL = place('{document=**}');

describe('firestore.rules and the contract’s document schemas', () => {
  it('reads the fields each rule checks, through its helper functions', () => {
    // The reader itself: the owner checks of chats, messages and payments go through a helper.
    expect(rules.filter((match) => match.fields.length > 0)).toEqual([
      { path: 'chats/{}/messages/{}', fields: ['ownerId'] },
      { path: 'chats/{}', fields: ['ownerId'] },
      { path: 'payments/{}', fields: ['ownerId'] },
    ]);
  });

  it('matches only documents the contract describes', () => {
    const described = rules.map((match) => match.path).filter((path) => path !== CATCH_ALL);
    expect(described.filter((path) => !SCHEMA_KEYS.has(path))).toEqual([]);
  });

  it('checks only fields that the document’s schema has', () => {
    const unknown = rules.flatMap((match) =>
      match.fields
        .filter((field) => !SCHEMA_KEYS.get(match.path)?.includes(field))
        .map((field) => `${match.path}: ${field}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('firestore.indexes.json and the contract’s document schemas', () => {
  interface IndexFile {
    indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
    fieldOverrides: { collectionGroup: string; fieldPath: string }[];
  }
  const file = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;

  /** The schema keys of the documents of a collection (group): its name is the path's last part. */
  function keysOf(group: string): string[] | undefined {
    const path = [...SCHEMA_KEYS.keys()].find((candidate) => candidate.endsWith(`${group}/{}`));
    return path === undefined ? undefined : SCHEMA_KEYS.get(path);
  }

  it('indexes only fields that the documents’ schemas have', () => {
    const indexed = [
      ...file.indexes.flatMap((index) =>
        index.fields.map((field) => ({ group: index.collectionGroup, field: field.fieldPath })),
      ),
      ...file.fieldOverrides.map((override) => ({
        group: override.collectionGroup,
        field: override.fieldPath,
      })),
    ];
    expect(indexed.length).toBeGreaterThan(0);
    const unknown = indexed
      .filter(({ group, field }) => !keysOf(group)?.includes(field))
      .map(({ group, field }) => `${group}.${field}`);
    expect(unknown).toEqual([]);
  });
});
