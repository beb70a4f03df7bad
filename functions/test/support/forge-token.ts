import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPKCS8, SignJWT, type JWTPayload } from 'jose';

export function serverPrivateKey(dataDir: string): string {
  return readFileSync(join(dataDir, 'keys', 'session-private.pem'), 'utf8');
}

export function otherPrivateKey(): string {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).privateKey;
}

/** Signs arbitrary claims with an RSA key, to build the tokens an attacker or a bug could send. */
export async function forgeToken(
  privateKeyPem: string,
  claims: JWTPayload,
  kid = 'forged',
): Promise<string> {
  const key = await importPKCS8(privateKeyPem, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeToken(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  return { header: decodePart(header), payload: decodePart(payload) };
}

/** The same token with its payload changed and its original signature kept. */
export function withPayload(token: string, change: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return [header, encodePart({ ...decodePart(payload), ...change }), signature].join('.');
}

/** An unsigned token (`alg: none`) carrying the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return [encodePart({ alg: 'none', typ: 'JWT' }), encodePart(claims), ''].join('.');
}
