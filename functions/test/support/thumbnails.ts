import { readFileSync } from 'node:fs';
import type { Response } from 'superagent';
import request from 'supertest';
import {
  API_PATHS,
  chatResponseSchema,
  generateThumbnailResponseSchema,
  meResponseSchema,
  type User,
} from '@thumbforge/contract';
import type { ImageModel } from '../../src/core/ports/image-model.port.js';
import { readImageHeader } from '../../src/core/uploads/image-header.js';
import { FIXTURE_PHOTOS } from './crafted-images.js';
import { ANN, signUp, type TestServer } from './test-server.js';
import { bearer } from './payments.js';

export function fixture(name: string): Buffer {
  return readFileSync(`${FIXTURE_PHOTOS}/${name}`);
}

/** Rendering is CPU-bound: under a parallel test run a generation can take many seconds. */
export const RENDER_TIMEOUT_MS = 120_000;

export const FORM = {
  prompt: 'Me pointing at the rocket, huge excitement',
  genre: 'tech',
  mood: 'exciting',
  title: 'Launch Day Vlog',
  resolution: '1280 x 720',
} as const;

export async function newChat(server: TestServer, token: string): Promise<string> {
  const res = await request(server.url)
    .post(server.api(API_PATHS.chats))
    .set(bearer(token))
    .send({})
    .expect(201);
  return chatResponseSchema.parse(res.body).chat._id;
}

interface GenerateOptions {
  fields?: Record<string, string | undefined>;
  file?: Buffer | null;
  filename?: string;
  contentType?: string;
}

/** `POST /thumbnail/{chatId}` as the web's FormData sends it. */
export function postGeneration(
  server: TestServer,
  token: string,
  chatId: string,
  options: GenerateOptions = {},
) {
  const req = request(server.url)
    .post(server.api(API_PATHS.thumbnails(chatId)))
    .set(bearer(token));
  const fields = { ...FORM, ...options.fields };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) req.field(name, value);
  }
  const file = options.file === undefined ? fixture('rocket.jpg') : options.file;
  if (file) {
    req.attach('file', file, {
      filename: options.filename ?? 'photo.jpg',
      contentType: options.contentType ?? 'image/jpeg',
    });
  }
  return req;
}

/**
 * A new user at `email` with one generation in a new chat: the uploaded photo's URL and the
 * generated thumbnails' URLs.
 */
export async function signUpAndGenerate(server: TestServer, email: string) {
  const { token } = await signUp(server, { ...ANN, email });
  const chatId = await newChat(server, token);
  const res = await postGeneration(server, token, chatId).expect(201);
  const [prompt, reply] =
    generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
  return { token, chatId, photoUrl: prompt?.images[0] ?? '', urls: reply?.images ?? [] };
}

export async function currentUser(server: TestServer, token: string): Promise<User> {
  const res = await request(server.url)
    .get(server.api(API_PATHS.me))
    .set(bearer(token))
    .expect(200);
  return meResponseSchema.parse(res.body).user;
}

/** A supertest parser that keeps any answer (an image, a zip) whole as a Buffer. */
export function binaryBody(
  response: Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** A signed-in JSON POST to an API path. */
export function authedPost(server: TestServer, token: string, path: string, body: unknown) {
  return request(server.url)
    .post(server.api(path))
    .set(bearer(token))
    .send(body as object);
}

/** A signed-in POST whose answer (a zip) is read whole into a Buffer. */
export function authedPostForFile(server: TestServer, token: string, path: string, body: unknown) {
  return authedPost(server, token, path, body).buffer(true).parse(binaryBody);
}

/** Reads a served image by its capability URL. */
export async function download(server: TestServer, url: string): Promise<Buffer> {
  const res = await request(server.url).get(url).buffer(true).parse(binaryBody).expect(200);
  return res.body as Buffer;
}

/** Type and size from the file's own header. */
export function imageHeader(bytes: Uint8Array): { type: string; width: number; height: number } {
  const result = readImageHeader(bytes);
  if (!result.ok) throw new Error(`not an image: ${result.reason}`);
  return result.header;
}

/** Whether the bytes carry an Exif block anywhere (its `Exif\0\0` header). */
export function containsExif(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).includes(Buffer.from([0x45, 0x78, 0x69, 0x66, 0, 0]));
}

export const failingModel: ImageModel = {
  findSubject: async () => null,
  async paintBaseArt() {
    throw new Error('the image service is down');
  },
  async editBaseArt() {
    throw new Error('the image service is down');
  },
};

/** A model that waits for `open()` before doing the real model's work. */
export function gatedModel(real: ImageModel): { model: ImageModel; open: () => void } {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    model: {
      findSubject: (photo) => real.findSubject(photo),
      paintBaseArt: async (request) => {
        await gate;
        return real.paintBaseArt(request);
      },
      editBaseArt: async (request) => {
        await gate;
        return real.editBaseArt(request);
      },
    },
    open: () => open(),
  };
}

/** The link with its file name changed: a file the chat does not have, however it is signed. */
export function anotherFile(url: string | undefined): string {
  return (url ?? '').replace(/\.(jpg|png)\b/, 'x.$1');
}

/** A link to a stored file as a read of the owner's messages would sign it now. */
export function signedLink(server: TestServer, path: string): string {
  if (!server.deps.fileLinks) throw new Error('only the embedded runtime signs file links');
  return server.deps.fileLinks.linkFor(path, {}, server.deps.now());
}
