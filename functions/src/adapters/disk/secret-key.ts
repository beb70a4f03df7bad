import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A 32-byte secret generated into `keysDir/<name>` on first start and reused after (like the
 * session key pair), so URLs signed before a restart stay valid.
 */
export function loadOrCreateSecretKey(keysDir: string, name: string): Buffer {
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const file = join(keysDir, name);
  try {
    // `wx` fails if another process created the key meanwhile; that key then wins.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32)
    throw new Error(`The key in ${file} is too short; delete it to make a new one`);
  return key;
}
