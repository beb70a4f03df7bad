import { CONFIG_VARIABLES, type VariableSpec } from './variables.js';

const TABLE_START =
  '<!-- The table below is made from functions/src/config/variables.ts: npx tsx functions/scripts/write-configuration-table.ts -->';
const TABLE_END = '<!-- end of the configuration table -->';

function defaultCell(spec: VariableSpec): string {
  if (spec.unset) return spec.unset;
  if (spec.default === undefined) return 'unset';
  return spec.default === '' ? 'empty' : `\`${spec.default}\``;
}

/** The README's table of every variable, one row each, in the table's order. */
export function configurationTable(): string {
  const rows = Object.entries(CONFIG_VARIABLES).map(
    ([name, spec]: [string, VariableSpec]) =>
      `| \`${name}\` | ${defaultCell(spec)} | ${spec.runtimes.join(', ')} | ${spec.doc} |`,
  );
  return ['| variable | default | read by | meaning |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** The README with its configuration table made afresh from the variables. */
export function withConfigurationTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `README.md lacks the configuration table's markers:\n${TABLE_START}\n${TABLE_END}`,
    );
  }
  return `${readme.slice(0, start)}${TABLE_START}\n\n${configurationTable()}\n\n${readme.slice(end)}`;
}
