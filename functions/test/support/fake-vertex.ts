import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import { OAuth2Client } from 'google-auth-library';

/** The parts of a `generateContent` request body the fake and the tests read. */
export interface GenerateContentBody {
  contents: {
    role: string;
    parts: { text?: string; inlineData?: { mimeType: string; data: string } }[];
  }[];
  generationConfig?: {
    responseModalities?: string[];
    imageConfig?: { aspectRatio?: string; imageSize?: string };
  };
}

export interface RecordedVertexRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: GenerateContentBody;
}

/** How the fake answers one request. */
export type VertexReply =
  /** The fake's own picture, or `picture` (PNG): another person's face, say. */
  | { kind: 'image'; picture?: Buffer }
  | { kind: 'status'; status: number; retryAfter?: string }
  /** A candidate with text only, as the model answers when it will not draw. */
  | { kind: 'text-only' }
  | { kind: 'prompt-blocked'; blockReason: string }
  | { kind: 'finished-without-image'; finishReason: string }
  | { kind: 'hang' };

export interface FakeVertex {
  url: string;
  requests: RecordedVertexRequest[];
  /** Answers the next requests with these, in order. */
  queue(...replies: VertexReply[]): void;
  /** Holds every answer until this many requests have arrived: only parallel calls get through. */
  holdUntil(count: number): void;
  close(): Promise<void>;
}

export const FAKE_ACCESS_TOKEN = 'ya29.fake-vertex-token';

/** A google-auth-library client holding a token that is fresh for an hour: no network needed. */
export function fakeAuthClient(): OAuth2Client {
  const client = new OAuth2Client();
  client.setCredentials({ access_token: FAKE_ACCESS_TOKEN, expiry_date: Date.now() + 3_600_000 });
  return client;
}

/** Art as the model returns it: its own 16:9 size (1344x768), not the thumbnail's. */
async function modelArt(width = 1344, height = 768, colour = '#2f7bff'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#101828');
  gradient.addColorStop(1, colour);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffd60a';
  context.beginPath();
  context.arc(width * 0.7, height * 0.45, height * 0.22, 0, Math.PI * 2);
  context.fill();
  return canvas.encode('png');
}

/** By project and region, or in express mode (an API key, no project in the path). */
const GENERATE_CONTENT =
  /^\/v1beta1\/(?:projects\/([^/]+)\/locations\/([^/]+)\/)?publishers\/google\/models\/([^/:]+):generateContent$/;

/**
 * The image models Vertex AI serves today (Google's model-versions page, November 2026). A retired
 * id, such as `gemini-2.5-flash-image`, answers 404 NOT_FOUND, as the real service does.
 */
const SERVED_IMAGE_MODELS: readonly string[] = ['gemini-3.1-flash-image', 'gemini-3-pro-image'];

const IMAGE_SIZES: readonly string[] = ['1K', '2K', '4K'];
const ASPECT_RATIOS: readonly string[] = [
  '1:1',
  '2:3',
  '3:2',
  '3:4',
  '4:3',
  '9:16',
  '16:9',
  '21:9',
];

/** What the real service refuses with 400 INVALID_ARGUMENT, or null for a body it accepts. */
function invalidArgument(body: GenerateContentBody): string | null {
  const config = body.generationConfig;
  if (!config?.responseModalities?.includes('IMAGE')) {
    return 'generationConfig.responseModalities must include IMAGE for an image model';
  }
  const { aspectRatio, imageSize } = config.imageConfig ?? {};
  if (aspectRatio !== undefined && !ASPECT_RATIOS.includes(aspectRatio)) {
    return `Unsupported aspect ratio ${aspectRatio}`;
  }
  if (imageSize !== undefined && !IMAGE_SIZES.includes(imageSize)) {
    return `Unsupported image size ${imageSize}; use 1K, 2K or 4K`;
  }
  return null;
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function answer(res: ServerResponse, reply: VertexReply, image: Buffer): void {
  switch (reply.kind) {
    case 'image':
      send(res, 200, {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                {
                  inlineData: {
                    mimeType: 'image/png',
                    data: (reply.picture ?? image).toString('base64'),
                  },
                },
              ],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: {
          promptTokenCount: 1300,
          candidatesTokenCount: 1290,
          totalTokenCount: 2590,
        },
        modelVersion: 'gemini-3.1-flash-image',
      });
      return;
    case 'status':
      send(
        res,
        reply.status,
        {
          error: {
            code: reply.status,
            message: `The fake answered ${reply.status}`,
            status: 'FAKE',
          },
        },
        reply.retryAfter ? { 'Retry-After': reply.retryAfter } : {},
      );
      return;
    case 'text-only':
      send(res, 200, {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [{ text: 'I can describe it, but here is no image.' }],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
      });
      return;
    case 'prompt-blocked':
      send(res, 200, { promptFeedback: { blockReason: reply.blockReason } });
      return;
    case 'finished-without-image':
      send(res, 200, { candidates: [{ finishReason: reply.finishReason, index: 0 }] });
      return;
    case 'hang':
      return;
  }
}

/**
 * A local fake of Vertex AI's `generateContent` REST call in its documented shape
 * (`POST /v1beta1/projects/{project}/locations/{location}/publishers/google/models/{model}:generateContent`),
 * recording every request. Like the real service it answers 404 NOT_FOUND for a model id it does
 * not serve and 400 INVALID_ARGUMENT for an image config it does not take. Unless told otherwise
 * it answers a 1344x768 PNG, as the real model does for 16:9, in another colour each time, after
 * `delayMs` if given.
 */
export async function startFakeVertex(options: { delayMs?: number } = {}): Promise<FakeVertex> {
  const requests: RecordedVertexRequest[] = [];
  const replies: VertexReply[] = [];
  let holdCount = 0;
  let held: (() => void)[] = [];
  // A different picture each time, as a real model's answers differ.
  const pictures = await Promise.all(
    ['#2f7bff', '#ff4fb0', '#22d35b', '#ff8a00'].map((colour) => modelArt(1344, 768, colour)),
  );

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const route = GENERATE_CONTENT.exec(path);
      if (req.method !== 'POST' || !route) {
        send(res, 404, { error: { code: 404, message: `No route for ${req.method} ${path}` } });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GenerateContentBody;
      requests.push({ method: req.method, path, headers: req.headers, body });
      const [, project, location, model] = route;
      if (!SERVED_IMAGE_MODELS.includes(model ?? '')) {
        send(res, 404, {
          error: {
            code: 404,
            message: `Publisher Model \`projects/${project}/locations/${location}/publishers/google/models/${model}\` was not found or your project does not have access to it.`,
            status: 'NOT_FOUND',
          },
        });
        return;
      }
      const invalid = invalidArgument(body);
      if (invalid) {
        send(res, 400, { error: { code: 400, message: invalid, status: 'INVALID_ARGUMENT' } });
        return;
      }
      const reply = replies.shift() ?? { kind: 'image' };
      // As slow as the real model is made to be (the bench): every answer waits this long.
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (requests.length < holdCount) {
        await new Promise<void>((resolve) => held.push(resolve));
      } else {
        for (const release of held) release();
        held = [];
      }
      answer(res, reply, pictures[(requests.length - 1) % pictures.length] as Buffer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue(...next) {
      replies.push(...next);
    },
    holdUntil(count) {
      holdCount = count;
    },
    async close() {
      for (const release of held) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
