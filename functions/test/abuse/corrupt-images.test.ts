import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_PATHS, BRAND_KIT_MESSAGES, MESSAGES } from '@thumbforge/contract';
import { FIXTURE_PHOTOS } from '../support/crafted-images.js';
import { ANN, serverPerSuite, signUp } from '../support/test-server.js';
import { currentUser, newChat, postGeneration } from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

/** Issue 32: corrupt PNGs are refused, never decoded to a blank picture and charged for. */

const PNG = readFileSync(`${FIXTURE_PHOTOS}/coffee.png`);
/** The signature and IHDR (length, type, 13 bytes, CRC). */
const IHDR_END = 8 + 12 + 13;

/** `bytes` with the byte at `at` inverted. */
function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] as number) ^ 0xff;
  return copy;
}

const CORRUPT: [string, Buffer][] = [
  [
    'IHDR followed by a script',
    Buffer.concat([PNG.subarray(0, IHDR_END), Buffer.from('<html><script>alert(1)</script>')]),
  ],
  ['a truncated 60-byte PNG', PNG.subarray(0, 60)],
  ['a bad CRC', flipped(PNG, PNG.length - 20)],
];

describe('corrupt images', () => {
  const suite = serverPerSuite();

  it('refuses them as a generation photo with 400, spending no token', async () => {
    const { server } = suite;
    const { token } = await signUp(server, { ...ANN, email: 'corrupt-photo@example.com' });
    const chatId = await newChat(server, token);
    const before = (await currentUser(server, token)).tokenBalance;
    for (const [, bytes] of CORRUPT) {
      const res = await postGeneration(server, token, chatId, {
        file: bytes,
        filename: 'photo.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.invalidImage, code: 'invalid_input' });
    }
    expect((await currentUser(server, token)).tokenBalance).toBe(before);
  });

  it('refuses them as a logo with 400, storing nothing', async () => {
    const { server } = suite;
    const { token } = await signUp(server, { ...ANN, email: 'corrupt-logo@example.com' });
    for (const [, bytes] of CORRUPT) {
      const res = await request(server.url)
        .post(server.api(API_PATHS.brandKitLogo))
        .set(bearer(token))
        .attach('file', bytes, 'logo.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BRAND_KIT_MESSAGES.logoNotImage);
    }
  });
});
