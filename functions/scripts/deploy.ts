/**
 * `npm run deploy` (after the build and the bundle): deploys Hosting, the `api` function and the
 * Firestore and Storage rules and indexes to a Firebase project, with the pages' security headers
 * built from that project's params (functions/.env.<project>).
 *
 *   npx tsx functions/scripts/deploy.ts [--project <id>] [other firebase deploy options]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DEPLOY_DIR } from './bundle-for-deploy.js';
import {
  defaultProjectId,
  firebasePolicyInputs,
  readFirebaseConfig,
  readFunctionsParams,
  relocatedConfig,
  ROOT,
} from './firebase-project.js';

const PROJECT_DIR = join(ROOT, '.firebase-deploy');

function main(): number {
  const args = process.argv.slice(2);
  const projectIndex = args.findIndex((arg) => arg === '--project' || arg === '-P');
  const projectId = projectIndex >= 0 ? (args[projectIndex + 1] ?? '') : defaultProjectId();
  if (projectId.startsWith('demo-')) {
    console.error(
      `"${projectId}" is the emulators' demo project: put your project id in .firebaserc ` +
        'or pass --project <id>',
    );
    return 1;
  }

  const inputs = firebasePolicyInputs(readFunctionsParams(projectId), projectId);
  rmSync(PROJECT_DIR, { recursive: true, force: true });
  mkdirSync(PROJECT_DIR, { recursive: true });
  const config = relocatedConfig(readFirebaseConfig(), PROJECT_DIR, {
    functionsSource: DEFAULT_DEPLOY_DIR,
    inputs,
  });
  writeFileSync(join(PROJECT_DIR, 'firebase.json'), JSON.stringify(config, null, 2));

  const rest =
    projectIndex >= 0 ? args.filter((_, i) => i !== projectIndex && i !== projectIndex + 1) : args;
  const result = spawnSync(
    'npx',
    [
      'firebase',
      'deploy',
      '--config',
      join(PROJECT_DIR, 'firebase.json'),
      '--project',
      projectId,
      ...rest,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

process.exit(main());
