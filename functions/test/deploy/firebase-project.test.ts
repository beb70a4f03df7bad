import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '@thumbforge/contract';
import {
  firebasePolicyInputs,
  readFirebaseConfig,
  relocatedConfig,
  ROOT,
  storageBucketOf,
  storageLifecycle,
} from '../../scripts/firebase-project.js';

const run = promisify(execFile);

const PARAMS = {
  CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from('clerk.thumbforge.app$').toString('base64')}`,
  RAZORPAY_KEY_ID: 'rzp_live_key',
  WEB_FIREBASE_API_KEY: 'AIza-key',
  WEB_FIREBASE_APP_ID: '1:1:web:1',
};

function headersOf(config: ReturnType<typeof relocatedConfig>): Record<string, string> {
  const rule = config.hosting.headers?.find((candidate) => candidate.source === '**');
  return Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]));
}

describe('the generated Firebase project configuration', () => {
  const projectDir = join(ROOT, '.firebase-deploy');
  const config = relocatedConfig(readFirebaseConfig(), projectDir, {
    functionsSource: join(ROOT, 'functions', 'dist'),
    inputs: firebasePolicyInputs(PARAMS, 'thumbforge-prod'),
  });

  it('points every path back at the repository from the generated folder', () => {
    expect(config.hosting.public).toBe('../web/dist');
    expect(config.functions.map((codebase) => codebase.source)).toEqual(['../functions/dist']);
    expect(config.functions[0]?.predeploy).toBeUndefined();
    expect(config.firestore).toEqual({
      rules: '../firestore.rules',
      indexes: '../firestore.indexes.json',
    });
    expect(config.storage.rules).toBe('../storage.rules');
  });

  it('keeps the rewrites that send /api/v1 to the function and the rest to the app', () => {
    expect(config.hosting.rewrites).toEqual(readFirebaseConfig().hosting.rewrites);
  });

  it('gives Hosting the API server’s security headers, with a CSP naming this Clerk instance', () => {
    const headers = headersOf(config);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toMatch(
      /script-src [^;]*https:\/\/clerk\.thumbforge\.app[^;]*https:\/\/checkout\.razorpay\.com/,
    );
    // The repository's own rules (cache headers) still follow, so they win where both apply.
    expect(config.hosting.headers?.length).toBe(
      (readFirebaseConfig().hosting.headers?.length ?? 0) + 1,
    );
  });

  it('refuses to build the policy without the Clerk and Razorpay keys', () => {
    expect(() => firebasePolicyInputs({}, 'thumbforge-prod')).toThrow(
      /functions\/\.env\.thumbforge-prod must set CLERK_PUBLISHABLE_KEY and RAZORPAY_KEY_ID/,
    );
  });

  it('refuses to deploy to the emulators’ demo project', async () => {
    const failure = await run('npx', ['tsx', join(ROOT, 'functions/scripts/deploy.ts')], {
      cwd: ROOT,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`"demo-thumbforge" is the emulators' demo project`);
  });

  it('has the bucket delete objects a little after the 1-year retention sweep would', () => {
    const [rule] = storageLifecycle(RETENTION.imageDays).rule;
    expect(rule?.action).toEqual({ type: 'Delete' });
    expect(rule?.condition.age).toBeGreaterThan(RETENTION.imageDays);
    expect(rule?.condition.age).toBeLessThan(RETENTION.imageDays + 7);
    expect(storageBucketOf({}, 'thumbforge-prod')).toBe('thumbforge-prod.firebasestorage.app');
    expect(storageBucketOf({ STORAGE_BUCKET: 'own-bucket' }, 'thumbforge-prod')).toBe('own-bucket');
  });
});
