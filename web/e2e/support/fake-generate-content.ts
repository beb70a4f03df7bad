import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO } from './thumbnail-flows.js';

/**
 * How the fake answers the next call: a picture, or the status Vertex AI refuses with, after the
 * fake's delay, or once `release()` is called when held.
 */
export type FakeAnswer = { kind: 'image' | 'refused'; held?: boolean };

export interface FakeGenerateContent {
  url: string;
  /** Answers the next calls with these, in order; pictures after them. */
  queue(...answers: FakeAnswer[]): void;
  /** Lets the held answers go. */
  release(): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Vertex AI's `generateContent` in express mode, as slow as the real model is made to be here:
 * an answer waits `delayMs` (or until released, when held), then is the fixture photo as the painted picture, or a 400
 * (which the server does not retry) when a refusal was queued. Only express-mode paths with an
 * `x-goog-api-key` are answered, as the key is what the server is configured with.
 */
export async function startFakeGenerateContent(delayMs: number): Promise<FakeGenerateContent> {
  const picture = readFileSync(PHOTO).toString('base64');
  const answers: FakeAnswer[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const express = /^\/v1beta1\/publishers\/google\/models\/[^/:]+:generateContent/;
      if (req.method !== 'POST' || !express.test(req.url ?? '') || !req.headers['x-goog-api-key']) {
        send(res, 404, { error: { code: 404, message: `No route for ${req.url}` } });
        return;
      }
      const answer = answers.shift() ?? { kind: 'image' };
      const ready = answer.held ? released : new Promise((resolve) => setTimeout(resolve, delayMs));
      void ready.then(() => {
        if (answer.kind === 'refused') {
          send(res, 400, { error: { code: 400, message: 'Refused', status: 'INVALID_ARGUMENT' } });
          return;
        }
        send(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ inlineData: { mimeType: 'image/png', data: picture } }],
              },
              finishReason: 'STOP',
            },
          ],
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeGenerateContent = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queue: (...next) => void answers.push(...next),
    release: () => release(),
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
