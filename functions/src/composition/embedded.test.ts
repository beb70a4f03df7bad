import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaptureLogger } from '../../test/support/capture-logger.js';
import { makeTempDir } from '../../test/support/temp-dir.js';
import { embeddedDeps } from './embedded.js';
import { parseEnv } from './env.js';

describe('embeddedDeps', () => {
  let temp: ReturnType<typeof makeTempDir>;
  const { logger } = createCaptureLogger();

  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('refuses to run the local identity with NODE_ENV=production', async () => {
    const env = parseEnv({ DATA_DIR: temp.dir, NODE_ENV: 'production' });
    await expect(embeddedDeps(env, { logger, announce: () => {} })).rejects.toThrow(
      /refuses to start with NODE_ENV=production.*ALLOW_LOCAL_IDENTITY_IN_PRODUCTION=true/,
    );
  });

  it('runs in production when explicitly allowed, announcing the local adapters', async () => {
    const env = parseEnv({
      DATA_DIR: temp.dir,
      NODE_ENV: 'production',
      ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    });
    const notices: string[] = [];
    const runtime = await embeddedDeps(env, { logger, announce: (text) => notices.push(text) });
    try {
      expect(notices.join('')).toMatch(/local identity and sandbox adapters are active/);
      expect(runtime.deps.localIdentity?.allowedOrigins).toEqual(env.publicOrigins);
    } finally {
      runtime.close();
    }
  });
});
