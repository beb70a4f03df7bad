import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SessionKeyPair {
  privateKeyPem: string;
  /** SPKI PEM: what `verifyToken` takes as `jwtKey`. */
  publicKeyPem: string;
  /** Derived from the public key, so it changes exactly when the key does. */
  kid: string;
}

const PRIVATE_FILE = 'session-private.pem';
const PUBLIC_FILE = 'session-public.pem';

/**
 * The local identity's RS256 key pair, generated into `keysDir` on first start and reused after,
 * so tokens and sessions stay valid across restarts.
 */
export function loadOrCreateSessionKeyPair(keysDir: string): SessionKeyPair {
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const privatePath = join(keysDir, PRIVATE_FILE);
  const publicPath = join(keysDir, PUBLIC_FILE);
  let privateKeyPem = readIfPresent(privatePath);
  if (!privateKeyPem) {
    // `@clerk/backend` turns a PEM into a JWK by stripping the fixed prefix of a 2048-bit key with
    // exponent 65537, so exactly that shape is generated.
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    try {
      // `wx` fails if another process created the key meanwhile; that key then wins.
      writeFileSync(privatePath, pair.privateKey, { mode: 0o600, flag: 'wx' });
      privateKeyPem = pair.privateKey;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      privateKeyPem = readFileSync(privatePath, 'utf8');
    }
  }
  chmodSync(privatePath, 0o600);

  const publicKeyPem = createPublicKey(privateKeyPem)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  if (readIfPresent(publicPath) !== publicKeyPem) {
    writeFileSync(publicPath, publicKeyPem, { mode: 0o644 });
  }
  const der = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' });
  const kid = `local_${createHash('sha256').update(der).digest('base64url').slice(0, 16)}`;
  return { privateKeyPem, publicKeyPem, kid };
}

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
