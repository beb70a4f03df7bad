import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatMessagesResponseSchema,
  chatResponseSchema,
  MESSAGES,
} from '@thumbforge/contract';
import { chatFilesPrefix } from '../../src/core/chats/chat-files.js';
import type { MessageRecord } from '../../src/core/ports/message-store.port.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { storedFileUrl } from '../../src/core/files/file-link-rules.js';
import { bearer } from '../support/payments.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

describe('GET /thumbnail/{chatId}', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    ({ token } = await signUp(server, ANN));
    userId = String(decodeToken(token).payload.sub);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const get = (path: string) => request(server.url).get(server.api(path)).set(bearer(token));

  async function newChat(): Promise<string> {
    const res = await request(server.url)
      .post(server.api(API_PATHS.chats))
      .set(bearer(token))
      .send({})
      .expect(201);
    return chatResponseSchema.parse(res.body).chat._id;
  }

  it('answers an empty list for a new chat', async () => {
    const chatId = await newChat();
    const res = await get(API_PATHS.thumbnails(chatId)).expect(200);
    expect(chatMessagesResponseSchema.parse(res.body)).toEqual({
      chatMessages: [{ chatId, messages: [] }],
    });
  });

  it('answers the messages oldest first, with images as links signed as they are read', async () => {
    const chatId = await newChat();
    const path = `${chatFilesPrefix(userId, chatId)}result-1.jpg`;
    await server.deps.files.put(path, JPEG, 'image/jpeg');
    const url = storedFileUrl(path);
    const base = { chatId, ownerId: userId, images: [], meta: {} };
    const reply: MessageRecord = {
      ...base,
      id: 'msgReply000000000001',
      role: 'assistant',
      text: 'Here are your thumbnails',
      status: 'complete',
      images: [{ url, path, baseArtPath: 'secret/base.png', titleLayer: { text: 'Boss fight' } }],
      createdAt: '2030-01-01T00:00:02.000Z',
    };
    const prompt: MessageRecord = {
      ...base,
      id: 'msgPrompt00000000001',
      role: 'user',
      text: 'Boss fight, red and loud',
      status: 'complete',
      meta: { genre: 'gaming', mood: 'exciting', resolution: '1280 x 720', title: 'Boss fight' },
      createdAt: '2030-01-01T00:00:01.000Z',
    };
    // Stored newest first, answered oldest first.
    await server.deps.messages.append(reply);
    await server.deps.messages.append(prompt);

    const res = await get(API_PATHS.thumbnails(chatId)).expect(200);
    const { chatMessages } = chatMessagesResponseSchema.parse(res.body);
    expect(chatMessages).toEqual([
      {
        chatId,
        messages: [
          {
            _id: prompt.id,
            role: 'user',
            text: prompt.text,
            images: [],
            createdAt: prompt.createdAt,
            status: 'complete',
            meta: prompt.meta,
          },
          {
            _id: reply.id,
            role: 'assistant',
            text: reply.text,
            images: [expect.stringMatching(new RegExp(`^${url}\\?exp=\\d+&sig=[\\w-]{43}$`))],
            createdAt: reply.createdAt,
            status: 'complete',
            meta: {},
          },
        ],
      },
    ]);
    // Paths and generation data stay on the server.
    expect(res.text).not.toMatch(/secret\/base|titleLayer|"path"|ownerId/);
    // The link it gives serves the image; the stored address alone serves nothing.
    const link = chatMessages[0]?.messages[1]?.images[0] ?? '';
    await request(server.url).get(link).expect(200).expect('Content-Type', 'image/jpeg');
    await request(server.url).get(url).expect(404);
  });

  it('answers 404 Chat not found for a chat that is not the caller’s', async () => {
    const chatId = await newChat();
    const other = await signUp(server, { ...ANN, email: 'other@example.com' });
    const res = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(other.token))
      .expect(404);
    expect(res.body).toEqual({ message: MESSAGES.chatNotFound, code: 'not_found' });
  });
});
