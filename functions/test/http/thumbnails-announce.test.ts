import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '@thumbforge/contract';
import type { FileStore } from '../../src/core/ports/file-store.port.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

describe('announcing a generation to other tabs', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  /** For each `messages` change: whether every photo of the chat's messages could be read then. */
  const photosReadableWhenAnnounced: Promise<boolean>[] = [];

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        // A slow disk: each file lands 300 ms after it was sent.
        const files: FileStore = {
          ...deps.files,
          put: async (path, bytes, type) => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            return deps.files.put(path, bytes, type);
          },
        };
        return { ...deps, files };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('tells other tabs of the new message only once its photo can be fetched', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'announce@example.com' });
    const chatId = await newChat(server, token);
    const feed = server.deps.changes;
    if (!feed) throw new Error('the embedded runtime has a live feed');
    // Listens to the live feed as an open tab does.
    const unsubscribe = feed.subscribe(String(decodeToken(token).payload.sub), {
      change(change: Change) {
        if (change.kind !== 'messages') return;
        photosReadableWhenAnnounced.push(
          server.deps.messages.listByChat(change.chatId).then(async (messages) => {
            const paths = messages.flatMap((m) => m.images.map((image) => image.path));
            const read = await Promise.all(paths.map((path) => server.deps.files.read(path)));
            return read.every((file) => file !== null);
          }),
        );
      },
      end() {},
    });

    await postGeneration(server, token, chatId).expect(201);

    expect(photosReadableWhenAnnounced.length).toBeGreaterThan(0);
    expect(await Promise.all(photosReadableWhenAnnounced)).not.toContain(false);
    unsubscribe();
  });
});
