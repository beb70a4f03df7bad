/**
 * `npm run deploy` (after the build and the bundle): deploys Hosting, the functions (`api`, the
 * `lateWork` task queue, the scheduled `maintenance` and `retention`) and the Firestore and
 * Storage rules and indexes to a Firebase project, with the pages' security headers built from
 * that project's params (functions/.env.<project>).
 *
 *   npx tsx functions/scripts/deploy.ts [--project <id>] [other firebase deploy options]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RETENTION } from '@thumbforge/contract';
import { DEFAULT_DEPLOY_DIR } from './bundle-for-deploy.js';
import {
  defaultProjectId,
  firebasePolicyInputs,
  readFirebaseConfig,
  readFunctionsParams,
  relocatedConfig,
  ROOT,
  storageBucketOf,
  storageLifecycle,
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

  const params = readFunctionsParams(projectId);
  const inputs = firebasePolicyInputs(params, projectId);
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
  if (result.status !== 0) return result.status ?? 1;
  return setStorageLifecycle(storageBucketOf(params, projectId));
}

/** Runs a gcloud command; when it fails, says what was not set and how to set it by hand. */
function gcloud(command: string[], notSet: string): number {
  const result = spawnSync('gcloud', command, { cwd: ROOT, stdio: 'inherit' });
  if (result.status === 0) return 0;
  console.error(
    `The deploy is done, but ${notSet} was not set. Install the Google Cloud CLI, sign in, ` +
      `and run:\n  gcloud ${command.join(' ')}`,
  );
  return 1;
}

/** firebase-tools cannot set a bucket's lifecycle; gcloud (the Google Cloud CLI) can. */
function setStorageLifecycle(bucket: string): number {
  const file = join(PROJECT_DIR, 'storage-lifecycle.json');
  writeFileSync(file, JSON.stringify(storageLifecycle(RETENTION.imageDays), null, 2));
  return gcloud(
    ['storage', 'buckets', 'update', `gs://${bucket}`, `--lifecycle-file=${file}`],
    `the bucket's lifecycle rule (delete objects after ${RETENTION.imageDays} days, the ` +
      "privacy policy's promise)",
  );
}

process.exit(main());
