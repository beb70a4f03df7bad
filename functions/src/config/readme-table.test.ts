import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurationTable, withConfigurationTable } from './readme-table.js';
import { CONFIG_VARIABLES, type VariableSpec } from './variables.js';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** Read by the test and tooling scripts, not by a runtime. */
const TOOL_VARIABLES = ['CHROMIUM_PATH', 'TOUCH', 'FIRESTORE_EMULATOR_BINARY', 'EMULATORS'];

/** Names in code spans written as variables: `NAME`, `NAME=value`, `A=x B=y`. */
function variablesNamed(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/`([^`]+)`/g)) {
    if (!/^[A-Z][A-Z0-9_]*(=\S*)?(\s+[A-Z][A-Z0-9_]*=\S*)*$/.test(span)) continue;
    for (const word of span.split(/\s+/)) names.add(word.split('=')[0] ?? '');
  }
  return names;
}

describe("the README's configuration", () => {
  it('has the table made from the variables, each with its default', () => {
    expect(
      withConfigurationTable(README),
      'run: npx tsx functions/scripts/write-configuration-table.ts',
    ).toBe(README);
    for (const [name, spec] of Object.entries(CONFIG_VARIABLES) as [string, VariableSpec][]) {
      const row = configurationTable()
        .split('\n')
        .find((line) => line.startsWith(`| \`${name}\` |`));
      if (spec.default) expect(row, name).toContain(`| \`${spec.default}\` |`);
    }
  });

  it('names no variable the configuration module lacks', () => {
    expect(variablesNamed('`NODE_ENV=production`, `A=x B_C=y`, `GET /config`')).toEqual(
      new Set(['NODE_ENV', 'A', 'B_C']),
    );
    const unknown = [...variablesNamed(README)].filter(
      (name) => !(name in CONFIG_VARIABLES) && !TOOL_VARIABLES.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it("lists each port's variable and choices in the table of adapters", () => {
    const section = README.slice(README.indexOf('### Which adapter runs behind each port'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const ports = Object.entries(CONFIG_VARIABLES).filter(([, spec]: [string, VariableSpec]) =>
      spec.unset?.includes('(#which-adapter-runs-behind-each-port)'),
    );
    expect(ports).toHaveLength(6);
    for (const [variable, { schema }] of ports) {
      const options = schema instanceof z.ZodEnum ? schema.options : [];
      const row = rows.find((line) => line.startsWith(`| \`${variable}\` |`));
      expect(row, variable).toContain(`| ${options.map((option) => `\`${option}\``).join(', ')} |`);
    }
  });
});
