import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// One of OWASP's equivalent scrypt settings; this one needs 32 MiB per hash instead of 128 MiB.
// maxmem must cover 128 * N * r bytes.
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (params.N ?? 0) * (params.r ?? 0);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let unknownAccountHash: Promise<string> | undefined;

/** Verified against when the email is unknown, so both failures take the same time. */
export function hashForUnknownAccount(): Promise<string> {
  unknownAccountHash ??= hashPassword(randomBytes(16).toString('hex'));
  return unknownAccountHash;
}
