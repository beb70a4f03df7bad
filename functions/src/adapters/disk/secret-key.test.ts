import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir.js';
import { loadOrCreateSecretKey } from './secret-key.js';

describe('loadOrCreateSecretKey', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('creates a private 32-byte key once and reuses it', () => {
    const keysDir = join(temp.dir, 'keys');
    const first = loadOrCreateSecretKey(keysDir, 'k.key');
    expect(first).toHaveLength(32);
    expect(statSync(join(keysDir, 'k.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecretKey(keysDir, 'k.key')).toEqual(first);
    expect(loadOrCreateSecretKey(keysDir, 'other.key')).not.toEqual(first);
  });
});
