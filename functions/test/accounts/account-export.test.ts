import JSZip from 'jszip';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT,
  API_PATHS,
  fileNameStem,
  generateThumbnailResponseSchema,
} from '@thumbforge/contract';
import { buyStandard } from '../support/accounts.js';
import { bearer, SANDBOX_SECRETS_ENV } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  binaryBody,
  download,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

interface ExportedData {
  account: { id: string; emailAddresses: string[]; tokenBalance: number };
  preferences: { recentChats: { chatId: string; genre: string | null }[] };
  chats: {
    id: string;
    title: string;
    messages: { role: string; text: string; images: string[] }[];
  }[];
  ledger: { reason: string; delta: number }[];
  payments: { _id: string; amount: number; receiptNumber: string | null }[];
}

/** `GET /account/export`: a copy of everything the caller has, and nothing of anyone else. */
describe('GET /account/export', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, { env: SANDBOX_SECRETS_ENV });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function exportOf(token: string) {
    const res = await request(server.url)
      .get(server.api(API_PATHS.exportAccount))
      .set(bearer(token))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ACCOUNT_EXPORT.fileName}"`,
    );
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const json = await zip.file(ACCOUNT_EXPORT.dataFile)?.async('string');
    return { zip, data: JSON.parse(json ?? 'null') as ExportedData };
  }

  it(
    'holds every photo and thumbnail and a JSON file of chats, messages, preferences, ledger and payments',
    async () => {
      const { token } = await signUp(server, { ...ANN, email: 'export-ann@example.com' });
      const chatId = await newChat(server, token);
      const generated = generateThumbnailResponseSchema.parse(
        (await postGeneration(server, token, chatId).expect(201)).body,
      );
      const orderId = await buyStandard(server, token);

      const { zip, data } = await exportOf(token);
      expect(data.account.emailAddresses).toEqual(['export-ann@example.com']);
      expect(data.preferences.recentChats).toEqual([
        expect.objectContaining({ chatId, genre: 'tech' }),
      ]);
      expect(data.chats.map((chat) => chat.id)).toEqual([chatId]);
      const messages = data.chats[0]?.messages ?? [];
      expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
      expect(data.ledger.map((entry) => entry.reason)).toEqual([
        'signup',
        'generation',
        'purchase',
      ]);
      expect(data.payments).toEqual([
        expect.objectContaining({
          _id: orderId,
          amount: 800,
          receiptNumber: expect.any(String),
        }),
      ]);

      // Every image the messages name is in the zip, byte for byte what the app serves.
      const urls = generated.chatMessages[0]?.messages.flatMap((message) => message.images) ?? [];
      const names = messages.flatMap((message) => message.images);
      expect(names).toHaveLength(urls.length);
      for (const [index, name] of names.entries()) {
        // In a folder named after the chat's title, not its id.
        const folder = fileNameStem(data.chats[0]?.title ?? '', 'chat');
        expect(name.startsWith(`${ACCOUNT_EXPORT.imagesFolder}${folder}/`)).toBe(true);
        expect(name).not.toContain(chatId);
        const bytes = await zip.file(name)?.async('nodebuffer');
        expect(bytes?.equals(await download(server, urls[index] ?? ''))).toBe(true);
      }
      expect(Object.values(zip.files).filter((file) => !file.dir)).toHaveLength(names.length + 1);
    },
    RENDER_TIMEOUT_MS,
  );

  it('gives another user only their own (empty) data, and nobody without a session', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'export-bob@example.com' });
    const { zip, data } = await exportOf(token);
    expect(data.account.emailAddresses).toEqual(['export-bob@example.com']);
    expect(data.chats).toEqual([]);
    expect(data.payments).toEqual([]);
    expect(data.ledger.map((entry) => entry.reason)).toEqual(['signup']);
    expect(Object.keys(zip.files)).toEqual([ACCOUNT_EXPORT.dataFile]);

    await request(server.url).get(server.api(API_PATHS.exportAccount)).expect(401);
  });
});
