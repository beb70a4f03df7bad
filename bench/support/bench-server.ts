/**
 * The child process the HTTP measurements load: the real embedded app (SQLite in a temp
 * DATA_DIR, the same `createApp` and adapters `startServer` composes, the web build when asked)
 * and a bare Express 5 app, both on 127.0.0.1 only. Run apart from the load generator, so on a
 * small machine autocannon and the server do not share one event loop. The parent drives it over
 * IPC (see `server-process.ts`); it stops when told, when the parent goes, or after MAX_LIFE_MS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { embeddedDeps } from '../../functions/src/composition/embedded.js';
import { parseEnv } from '../../functions/src/composition/env.js';
import type { Logger } from '../../functions/src/core/ports/logger.port.js';
import { storedFileUrl } from '../../functions/src/core/files/file-link-rules.js';
import { answerClientError } from '../../functions/src/http/client-errors.js';
import { createApp } from '../../functions/src/http/create-app.js';
import { webApp } from '../../functions/src/http/web-app.js';
import type {
  BenchServerOptions,
  MemorySample,
  MemoryReport,
  Request,
  Response,
} from './protocol.js';

const MAX_LIFE_MS = 10 * 60_000;
/** Far above anything a bench sends: the limiter still runs (its cost is measured), never refuses. */
const UNTHROTTLED = '100000000';

const BARE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare page: the machine's floor for the Lighthouse run." />
    <title>Bare page</title>
    <style>body { background: #0a0a0a; color: #fafafa; font: 16px system-ui, sans-serif; margin: 2rem; }</style>
  </head>
  <body>
    <main><h1>Bare page</h1><p>Static HTML and inline CSS, no JavaScript.</p></main>
  </body>
</html>
`;

const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };
const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as BenchServerOptions;

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function memorySample(): MemorySample {
  const usage = process.memoryUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-'));
  const appServer = createServer();
  const appPort = await listen(appServer);
  const env = parseEnv({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://127.0.0.1:${appPort}`,
    NODE_ENV: 'test',
    IMAGES_PER_GENERATION: String(options.imagesPerGeneration ?? 2),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: UNTHROTTLED,
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: UNTHROTTLED,
    RATE_LIMIT_WRITES_PER_MINUTE: UNTHROTTLED,
    RATE_LIMIT_GENERATIONS_PER_MINUTE: UNTHROTTLED,
  });
  const runtime = await embeddedDeps(env, { logger: quiet, announce: () => {} });
  const { deps } = runtime;
  const web = options.webDist ? (webApp(options.webDist) ?? undefined) : undefined;
  if (options.webDist && !web) throw new Error(`no web build in ${options.webDist}`);
  appServer.on('request', createApp(deps, { web }));
  appServer.on('clientError', answerClientError);

  // The bare baseline: the same JSON for GET /chat/, and a change stream fed by a plain POST.
  let barePayload: unknown = { chat: [] };
  const streams = new Set<ServerResponse>();
  const bare = express();
  bare.get(`${API_PREFIX}${API_PATHS.chats}`, (_req, res) => {
    res.json(barePayload);
  });
  // The Lighthouse baseline: a minimal static page with the landing page's head, no script.
  bare.get('/', (_req, res) => {
    res.type('html').send(BARE_PAGE);
  });
  bare.get('/events', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
    req.socket.setNoDelay(true);
    streams.add(res);
    res.on('close', () => streams.delete(res));
    res.write('event: ready\ndata: {}\n\n');
  });
  bare.post('/poke', (_req, res) => {
    for (const stream of streams) stream.write('event: change\ndata: {"kind":"chats"}\n\n');
    res.json({ ok: true });
  });
  const bareServer = createServer(bare);
  const barePort = await listen(bareServer);

  let sampling:
    { timer: NodeJS.Timeout; idle: MemorySample; peak: MemorySample; count: number } | undefined;

  async function handle(request: Request): Promise<unknown> {
    switch (request.method) {
      case 'credit':
        await deps.ledger.apply(request.userId, {
          key: `bench-${Date.now()}`,
          delta: request.amount,
          reason: 'purchase',
        });
        return null;
      case 'barePayload':
        barePayload = JSON.parse(request.json) as unknown;
        return null;
      case 'seedImages':
        return seedImages(request.userId, request.chatId, request.count);
      case 'memoryStart': {
        if (sampling) clearInterval(sampling.timer);
        collectGarbage();
        const idle = memorySample();
        const state = { idle, peak: { ...idle }, count: 0 };
        const timer = setInterval(() => {
          const now = memorySample();
          state.count += 1;
          for (const key of Object.keys(now) as (keyof MemorySample)[]) {
            state.peak[key] = Math.max(state.peak[key], now[key]);
          }
        }, 10);
        sampling = Object.assign(state, { timer });
        return null;
      }
      case 'memoryStop': {
        if (!sampling) throw new Error('memoryStart was not called');
        clearInterval(sampling.timer);
        const report: MemoryReport = {
          idle: sampling.idle,
          peak: sampling.peak,
          samples: sampling.count,
        };
        sampling = undefined;
        return report;
      }
      case 'stop':
        await stop();
        return null;
    }
  }

  /**
   * `count` stored images for the zip: the chat's generated JPEGs copied through the file store
   * port (each copy made distinct), then listed on one assistant message so the download finds
   * them the caller's own.
   */
  async function seedImages(userId: string, chatId: string, count: number): Promise<string[]> {
    const sources: Buffer[] = [];
    let folder = '';
    for (const message of await deps.messages.listByChat(chatId)) {
      if (message.role !== 'assistant') continue;
      for (const image of message.images) {
        const file = await deps.files.read(image.path);
        if (file?.contentType !== 'image/jpeg') continue;
        sources.push(file.bytes);
        folder = dirname(image.path);
      }
    }
    if (sources.length === 0) throw new Error('the chat has no generated JPEG to copy');
    const images = [];
    for (let index = 0; index < count; index += 1) {
      const path = `${folder}/bench-zip-${index}.jpg`;
      const source = sources[index % sources.length] ?? Buffer.alloc(0);
      // Bytes after the JPEG's end marker are ignored by decoders; they keep each file distinct.
      await deps.files.put(
        path,
        Buffer.concat([source, Buffer.from(`bench ${index}`)]),
        'image/jpeg',
      );
      images.push({ url: storedFileUrl(path), path });
    }
    await deps.messages.append({
      id: `bench-zip-${Date.now()}`,
      chatId,
      ownerId: userId,
      role: 'assistant',
      text: 'bench images',
      images,
      status: 'complete',
      meta: {},
      createdAt: new Date().toISOString(),
    });
    return images.map((image) => image.url);
  }

  let stopping: Promise<void> | undefined;
  function stop(): Promise<void> {
    stopping ??= (async () => {
      if (sampling) clearInterval(sampling.timer);
      runtime.endStreams();
      for (const stream of streams) stream.end();
      for (const server of [appServer, bareServer]) server.closeAllConnections();
      await Promise.all(
        [appServer, bareServer].map(
          (server) => new Promise<void>((done) => server.close(() => done())),
        ),
      );
      runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  }

  const lifetime = setTimeout(() => {
    process.stderr.write('bench server: lived too long, stopping\n');
    void stop().then(() => process.exit(1));
  }, MAX_LIFE_MS);
  lifetime.unref();
  process.on('disconnect', () => void stop().then(() => process.exit(0)));
  process.on('message', (message: Request & { id: number }) => {
    handle(message).then(
      (result) => {
        const answer: Response = { id: message.id, result };
        process.send?.(answer, undefined, undefined, () => {
          if (message.method === 'stop') process.exit(0);
        });
      },
      (error: unknown) => {
        const answer: Response = {
          id: message.id,
          error: String(error instanceof Error ? error.stack : error),
        };
        process.send?.(answer);
      },
    );
  });
  process.send?.({ ready: true, appPort, barePort });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
