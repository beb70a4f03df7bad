import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO } from './thumbnail-flows.js';

/**
 * How the fake answers the next call: a picture, or the status Vertex AI refuses with, after
 * `afterMs` (the fake's delay unless given).
 */
export type FakeAnswer = { kind: 'image' | 'refused'; afterMs?: number };

export interface FakeGenerateContent {
  url: string;
  /** Calls answered so far. */
  answered: number;
  /** Answers the next calls with these, in order; pictures after them. */
  queue(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Vertex AI's `generateContent` in express mode, as slow as the real model is made to be here:
 * every answer waits `delayMs`, then is the fixture photo as the painted picture, or a 400
 * (which the server does not retry) when a refusal was queued. Only express-mode paths with an
 * `x-goog-api-key` are answered, as the key is what the server is configured with.
 */
export async function startFakeGenerateContent(delayMs: number): Promise<FakeGenerateContent> {
  const picture = readFileSync(PHOTO).toString('base64');
  const answers: FakeAnswer[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const express = /^\/v1beta1\/publishers\/google\/models\/[^/:]+:generateContent/;
      if (req.method !== 'POST' || !express.test(req.url ?? '') || !req.headers['x-goog-api-key']) {
        send(res, 404, { error: { code: 404, message: `No route for ${req.url}` } });
        return;
      }
      const answer = answers.shift() ?? { kind: 'image' };
      setTimeout(() => {
        fake.answered += 1;
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
      }, answer.afterMs ?? delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeGenerateContent = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered: 0,
    queue: (...next) => void answers.push(...next),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
