/**
 * `npx tsx functions/scripts/write-configuration-table.ts`: rewrites the README's table of
 * environment variables from functions/src/config/variables.ts, after a variable is added or
 * changed there (a test fails until the README agrees).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withConfigurationTable } from '../src/config/readme-table.js';
import { ROOT } from './firebase-project.js';

const readme = join(ROOT, 'README.md');
writeFileSync(readme, withConfigurationTable(readFileSync(readme, 'utf8')));
