import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { createPixelAdmission, type PixelAdmission } from '../../src/core/pixel-admission.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  currentUser,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
  signUpAndGenerate,
} from '../support/thumbnails.js';

/** Issue 32: abandoned and slow requests must not block the pixel work of everyone else. */

const RUNNING = 2;
const PER_USER = 3;
const UPLOAD_DEADLINE_MS = 1500;
/** Far below what a stuck queue would take: the test fails fast rather than at its timeout. */
const ANSWER_WITHIN_MS = 60_000;
const BOUNDARY = 'abuse-boundary';
const PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';

interface OpenUpload {
  socket: Socket;
  /** The status line and body the server answered, once it closes the connection. */
  answer: Promise<string>;
}

/**
 * A brand-kit learn upload whose head promises `declaredBytes` and whose body stops after the
 * first part's header, or, with `dripMs`, goes on a byte at a time.
 */
function openLearnUpload(
  server: TestServer,
  token: string,
  options: { declaredBytes: number; dripMs?: number },
): OpenUpload {
  const socket = connect(server.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  socket.write(
    `POST ${server.api(API_PATHS.brandKitLearn)} HTTP/1.1\r\nHost: localhost\r\n` +
      `Authorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${options.declaredBytes}\r\n\r\n${PART_HEAD}`,
  );
  if (options.dripMs !== undefined) {
    const drip = setInterval(() => {
      if (socket.destroyed) clearInterval(drip);
      else socket.write('x');
    }, options.dripMs);
  }
  return { socket, answer };
}

async function signUpAs(server: TestServer, email: string): Promise<string> {
  return (await signUp(server, { ...ANN, email })).token;
}

describe('pixel work under abandoned and slow requests', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let admission: PixelAdmission;
  let victim: Awaited<ReturnType<typeof signUpAndGenerate>>;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({
        ...deps,
        pixelWork: (admission = createPixelAdmission({
          perUser: PER_USER,
          running: RUNNING,
          waiting: 8,
          maxWaitMs: 60_000,
        })),
        uploadDeadlineMs: UPLOAD_DEADLINE_MS,
      }),
    });
    victim = await signUpAndGenerate(server, 'victim@example.com');
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** The victim's feed check and a new generation, each answered. */
  async function victimIsServed(): Promise<void> {
    await authedPost(server, victim.token, API_PATHS.thumbnailCheck(victim.chatId), {
      url: victim.urls[0],
    })
      .timeout(ANSWER_WITHIN_MS)
      .expect(200);
    await postGeneration(server, victim.token, victim.chatId).timeout(ANSWER_WITHIN_MS).expect(201);
  }

  it('serves a new creator after stalled uploads and queued clients that gave up, and keeps no 429 for those who left', async () => {
    const stallerToken = await signUpAs(server, 'staller@example.com');
    const stalled = Array.from({ length: RUNNING }, () =>
      openLearnUpload(server, stallerToken, { declaredBytes: 10 * 1024 * 1024 }),
    );
    const leavers = await Promise.all(
      ['leaver-1@example.com', 'leaver-2@example.com'].map(async (email) => {
        const token = await signUpAs(server, email);
        return { token, chatId: await newChat(server, token) };
      }),
    );
    const check = (leaver: { token: string; chatId: string }) =>
      authedPost(server, leaver.token, API_PATHS.thumbnailCheck(leaver.chatId), {
        url: victim.urls[0],
      });
    // Each leaver's client gives up on its checks after half a second.
    await Promise.all(
      leavers.flatMap((leaver) =>
        [1, 2].map(() =>
          check(leaver)
            .timeout(500)
            .then(
              () => undefined,
              () => undefined,
            ),
        ),
      ),
    );
    for (const upload of stalled) upload.socket.destroy();

    await victimIsServed();
    // The image is not theirs to check (404), but they are not held to a share they left.
    for (const leaver of leavers) {
      const again = await check(leaver).timeout(ANSWER_WITHIN_MS);
      expect(again.status).not.toBe(429);
    }
  });

  it('answers 408 to uploads that drip, and serves everyone else while they do', async () => {
    const dripperToken = await signUpAs(server, 'dripper@example.com');
    const drips = Array.from({ length: RUNNING + 1 }, () =>
      openLearnUpload(server, dripperToken, { declaredBytes: 100_000, dripMs: 200 }),
    );
    await victimIsServed();
    for (const drip of drips) {
      const answer = await drip.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain(THUMBNAIL_MESSAGES.requestTimedOut);
    }
  });

  it('admits a format conversion like all pixel work, and a JPEG download as a file read', async () => {
    const { id } = await currentUser(server, victim.token);
    const held = Array.from({ length: PER_USER }, () => admission.claim(id));
    try {
      const download = (format: string) =>
        authedPost(server, victim.token, API_PATHS.downloadImage, {
          imageUrl: victim.urls[0],
          format,
        });
      await download('png').expect(429);
      await authedPost(server, victim.token, API_PATHS.downloadZip, {
        imageUrls: victim.urls,
        format: 'webp',
      }).expect(429);
      await download('jpeg').expect(200);
    } finally {
      for (const place of held) place.release();
    }
  });
});
