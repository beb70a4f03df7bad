/**
 * A test-only entry: the embedded runtime served as `npm start` serves it, except that the image
 * model answers at once with plain black art, so what a request costs is the server's own work on
 * the upload. The decode-pressure fault test runs it as a child process and watches its memory.
 * Prints `listening <port>` once it serves.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import { resolutionSize } from '@thumbforge/contract';
import { embeddedDeps } from '../../src/composition/embedded.js';
import { parseEnv } from '../../src/composition/env.js';
import type { ImageModel } from '../../src/core/ports/image-model.port.js';
import { createApp } from '../../src/http/create-app.js';

const quick: ImageModel = {
  findSubject: async () => null,
  async paintBaseArt(request) {
    const { width, height } = resolutionSize(request.resolution);
    const baseArt = await createCanvas(width, height).encode('png');
    return { images: [{ variant: 0, baseArt }], notDrawn: [] };
  },
  editBaseArt: () => Promise.reject(new Error('edits are not part of this test')),
};

const env = parseEnv(process.env);
const runtime = await embeddedDeps(env, { announce: () => {} });
const app = createApp({
  ...runtime.deps,
  thumbnails: { ...runtime.deps.thumbnails, model: quick },
});
const server = createServer(app);
server.listen(env.port, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
