import { resolve } from 'node:path';
import { z } from 'zod';

/** Unset and empty variables are the same thing in a shell, so both fall back to the default. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'each entry must be an origin such as https://app.example.com (scheme and host, no path or trailing slash)');

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  DATA_DIR: optional(z.string()),
  PUBLIC_ORIGIN: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin).min(1, 'list at least one origin')),
  ),
  SUPPORT_EMAIL: optional(z.email('must be an email address')),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: optional(z.enum(['true', 'false'])),
  WEB_DIST: optional(z.string()),
});

export interface Env {
  port: number;
  /** Absolute. */
  dataDir: string;
  /** Origins the web app is served from: the allowed `azp` of session tokens. */
  publicOrigins: string[];
  /** False when `publicOrigins` was derived from the port rather than set. */
  publicOriginsSet: boolean;
  supportEmail: string;
  nodeEnv: 'development' | 'production' | 'test';
  allowLocalIdentityInProduction: boolean;
  /** Absolute; null means the build beside the server. */
  webDist: string | null;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_SUPPORT_EMAIL = 'support@thumbforge.app';

export function defaultOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const raw = result.data;
  const port = raw.PORT ?? DEFAULT_PORT;
  return {
    port,
    dataDir: resolve(cwd, raw.DATA_DIR ?? '.data'),
    publicOrigins: raw.PUBLIC_ORIGIN ?? defaultOrigins(port),
    publicOriginsSet: raw.PUBLIC_ORIGIN !== undefined,
    supportEmail: raw.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    nodeEnv: raw.NODE_ENV ?? 'development',
    allowLocalIdentityInProduction: raw.ALLOW_LOCAL_IDENTITY_IN_PRODUCTION === 'true',
    webDist: raw.WEB_DIST ? resolve(cwd, raw.WEB_DIST) : null,
  };
}
