/**
 * A test-only entry: the embedded runtime served as `npm start` serves it, except that the image
 * model never answers, so a generation stays between its reservation and its images for as long
 * as the process lives. The SIGKILL fault test starts it as a child process and kills it there.
 * Prints `listening <port>` once it serves.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embeddedDeps } from '../../src/composition/embedded.js';
import { parseEnv } from '../../src/composition/env.js';
import type { ImageModel } from '../../src/core/ports/image-model.port.js';
import { createApp } from '../../src/http/create-app.js';

const stalled: ImageModel = {
  findSubject: async () => null,
  paintBaseArt: () => new Promise(() => {}),
  editBaseArt: () => new Promise(() => {}),
};

const env = parseEnv(process.env);
const runtime = await embeddedDeps(env, { announce: () => {} });
const app = createApp({
  ...runtime.deps,
  thumbnails: { ...runtime.deps.thumbnails, model: stalled },
});
const server = createServer(app);
server.listen(env.port, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
