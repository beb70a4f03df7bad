import { join } from 'node:path';
import { API_PREFIX } from '@thumbforge/contract';
import { startServer, type RunningServer } from '../../src/server.js';
import { afterAll, beforeAll } from 'vitest';
import { createCaptureLogger, type LogRecord } from './capture-logger.js';
import { makeTempDir } from './temp-dir.js';
import { signUpAt, type SignUpInput } from './sign-up.js';

/** The origin the tests' "web app" is served from: the only allowed `azp`. */
export const WEB_ORIGIN = 'http://localhost:5173';

export interface TestServer extends RunningServer {
  logs: LogRecord[];
  notices: string[];
  api: (path: string) => string;
}

/** The real embedded server on an ephemeral port, quiet, with its data in `dataDir`. */
export async function startTestServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const { logger, records } = createCaptureLogger();
  const notices: string[] = [];
  const running = await startServer({
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: WEB_ORIGIN,
      WEB_DIST: join(dataDir, 'no-web-build'),
      NODE_ENV: 'test',
      ...env,
    },
    logger,
    announce: (text) => notices.push(text),
    print: (text) => notices.push(text),
  });
  return { ...running, logs: records, notices, api: (path) => `${API_PREFIX}${path}` };
}

export interface SuiteServer {
  /** Started before the suite's tests run, closed after them. */
  readonly server: TestServer;
  /** Where the server keeps its data. */
  readonly dataDir: string;
}

/** The embedded server for the `describe` this is called in, with a temp data dir of its own. */
export function serverPerSuite(env: Record<string, string> = {}): SuiteServer {
  const temp = makeTempDir();
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(temp.dir, env);
  });
  afterAll(async () => {
    await started?.close();
    temp.remove();
  });
  return {
    get server() {
      if (!started) throw new Error('the suite server starts in beforeAll: use it inside a test');
      return started;
    },
    dataDir: temp.dir,
  };
}

export const ANN: SignUpInput = {
  email: 'ann@example.com',
  password: 'correct horse battery',
  firstName: 'Ann',
  lastName: 'Lee',
};

/** Signs up through the API and returns the session token and the cookie that keeps the session. */
export async function signUp(
  server: TestServer,
  input: SignUpInput = ANN,
): Promise<{ token: string; cookie: string }> {
  return signUpAt(`${server.url}${API_PREFIX}`, WEB_ORIGIN, input);
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookie(headers: Record<string, unknown>): string {
  const setCookie = headers['set-cookie'];
  const first = Array.isArray(setCookie) ? (setCookie[0] as string) : undefined;
  if (!first) throw new Error('the response set no cookie');
  return first.split(';')[0] ?? '';
}
