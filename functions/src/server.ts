import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { embeddedDeps } from './composition/embedded.js';
import { defaultOrigins, parseEnv } from './composition/env.js';
import type { Logger } from './core/ports/logger.port.js';
import type { AppDeps } from './http/app-deps.js';
import { answerClientError } from './http/client-errors.js';
import { createApp } from './http/create-app.js';
import { webApp, webAppMissing } from './http/web-app.js';

export interface StartServerOptions {
  /** Environment variables to read; the process's by default. */
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Human-facing notices (sandbox banners, a missing web build); stderr by default. */
  announce?: (text: string) => void;
  /** Where the URL to open is printed; stdout by default. */
  print?: (text: string) => void;
}

export interface RunningServer {
  port: number;
  url: string;
  deps: AppDeps;
  /**
   * Stops accepting requests, lets open ones and the model's late variants finish, then closes
   * the database.
   */
  close(): Promise<void>;
}

// functions/lib/server.js (and functions/src/server.ts under tests) -> web/dist
const BUNDLED_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const SHUTDOWN_GRACE_MS = 5000;

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolveListen((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolveStop) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(force);
      resolveStop();
    });
    server.closeIdleConnections();
  });
}

/** The embedded runtime: the API and the built web app on one port. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const announce = options.announce ?? ((text: string) => process.stderr.write(text));
  const env = parseEnv(options.env);
  // X-Forwarded-For is believed only from proxies the operator says are there.
  const trustProxy = env.trustProxyHops ?? false;
  const { headersMs, requestMs } = env.requestDeadlines;
  // A client that sends its headers or its body slowly is answered 408 and disconnected: the
  // deadlines are checked every second, not Node's default 30.
  const server = createServer({
    headersTimeout: Math.min(headersMs, requestMs),
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.min(1000, headersMs),
  });
  // Requests that arrive while the app is being composed (the port is open first, since its
  // number decides the default origins) wait for it instead of hanging unanswered.
  const composed: { app?: RequestListener } = {};
  const early: [IncomingMessage, ServerResponse][] = [];
  server.on('request', (req, res) => {
    if (composed.app) composed.app(req, res);
    else early.push([req, res]);
  });
  const port = await listen(server, env.port);
  // With PORT=0 the real port is known only now, and the default origins depend on it.
  const publicOrigins = env.publicOriginsSet ? env.publicOrigins : defaultOrigins(port);

  let runtime: Awaited<ReturnType<typeof embeddedDeps>>;
  try {
    runtime = await embeddedDeps(
      { ...env, port, publicOrigins },
      { logger: options.logger, announce },
    );
  } catch (error) {
    for (const [, res] of early.splice(0)) res.destroy();
    await stop(server);
    throw error;
  }

  const webDist = env.webDist ?? BUNDLED_WEB_DIST;
  let web = webApp(webDist);
  if (!web) {
    announce(
      `No web build at ${webDist}: serving the API only. Run "npm run build" to build the web app.\n`,
    );
    web = webAppMissing(webDist);
  }
  const app = createApp(runtime.deps, { web, trustProxy, publicOrigins });
  runtime.serveLateWork(runtime.deps);
  composed.app = app;
  for (const [req, res] of early.splice(0)) app(req, res);
  server.on('clientError', answerClientError);

  const url = `http://localhost:${port}`;
  (options.print ?? ((text: string) => process.stdout.write(text)))(
    `ThumbForge is running at ${url}\n`,
  );
  return {
    port,
    url,
    deps: runtime.deps,
    async close() {
      runtime.endStreams();
      await stop(server);
      // The variants being painted now join their replies before the database closes; those
      // still queued wait in it for the next start.
      await runtime.stopLateWork();
      runtime.close();
    },
  };
}

async function main(): Promise<void> {
  const running = await startServer();
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal} received: shutting down\n`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
