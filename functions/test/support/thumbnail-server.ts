import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API_PREFIX } from '@thumbforge/contract';
import { embeddedDeps, type EmbeddedOptions } from '../../src/composition/embedded.js';
import { parseEnv } from '../../src/composition/env.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { createApp } from '../../src/http/create-app.js';
import { createCaptureLogger } from './capture-logger.js';
import { WEB_ORIGIN, type TestServer } from './test-server.js';

interface ThumbnailServerOptions {
  env?: Record<string, string>;
  /** Changes the embedded deps before the app is built: a failing model, another cap. */
  override?: (deps: AppDeps) => AppDeps;
  /** The embedded queue's retries of the model's late variants. */
  lateWork?: EmbeddedOptions['lateWork'];
  /** Puts something in front of the app, as Cloud Functions does with its pre-read body. */
  wrap?: (app: RequestListener) => RequestListener;
}

/**
 * The embedded runtime and the real HTTP app on an ephemeral port, like `startTestServer`, with
 * room to swap deps (`startServer` builds its own and offers no such seam).
 */
export async function startThumbnailServer(
  dataDir: string,
  options: ThumbnailServerOptions = {},
): Promise<TestServer> {
  const { logger, records } = createCaptureLogger();
  const notices: string[] = [];
  const env = parseEnv({
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: WEB_ORIGIN,
    WEB_DIST: join(dataDir, 'no-web-build'),
    NODE_ENV: 'test',
    ...options.env,
  });
  const runtime = await embeddedDeps(env, {
    logger,
    announce: (text) => notices.push(text),
    lateWork: options.lateWork,
  });
  const deps = options.override ? options.override(runtime.deps) : runtime.deps;
  runtime.serveLateWork(deps);
  const app: RequestListener = createApp(deps);
  const server = createServer(options.wrap ? options.wrap(app) : app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    deps,
    logs: records,
    notices,
    api: (path) => `${API_PREFIX}${path}`,
    async close() {
      runtime.endStreams();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.stopLateWork();
      runtime.close();
    },
  };
}
