import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_PATHS,
  apiKeysResponseSchema,
  createdApiKeySchema,
  MCP_TOOLS,
  MESSAGES,
} from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { currentUser, fixture, FORM, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

interface ToolAnswer {
  chatId: string;
  thumbnails: string[];
  reply: string;
  tokensLeft: number;
}

/** The JSON text part of a tool's answer. */
function answerOf(result: CallToolResult): unknown {
  const part = result.content.find((item) => item.type === 'text');
  if (part?.type !== 'text') throw new Error('the tool answered no text');
  return JSON.parse(part.text) as unknown;
}

function errorText(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  const part = result.content[0];
  return part?.type === 'text' ? part.text : '';
}

describe('the MCP server, driven by the SDK client', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let session: string;
  const open: Client[] = [];

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir);
    session = (await signUp(server, { ...ANN, email: 'mcp@example.com' })).token;
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await server.close();
    temp.remove();
  });

  async function keyWith(scopes: string[]): Promise<string> {
    const res = await request(server.url)
      .post(server.api(API_PATHS.apiKeys))
      .set(bearer(session))
      .send({ name: `assistant ${scopes.join('+')}`, scopes })
      .expect(201);
    return createdApiKeySchema.parse(res.body).key;
  }

  async function connect(key: string): Promise<Client> {
    const client = new Client({ name: 'thumbforge-test', version: '1' });
    const url = new URL(server.api(API_PATHS.mcp), server.url);
    await client.connect(
      new StreamableHTTPClientTransport(url, {
        requestInit: { headers: bearer(key) },
      }),
    );
    open.push(client);
    return client;
  }

  it('lists its tools, creates a thumbnail from base64, edits it and checks it', async () => {
    const client = await connect(await keyWith(['thumbnails', 'read']));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.values(MCP_TOOLS).sort());
    const before = (await currentUser(server, session)).tokenBalance;

    const created = (await client.callTool({
      name: MCP_TOOLS.createThumbnail,
      arguments: {
        photo: { data: fixture('rocket.jpg').toString('base64'), mimeType: 'image/jpeg' },
        genre: FORM.genre,
        mood: FORM.mood,
        resolution: FORM.resolution,
        title: FORM.title,
        prompt: FORM.prompt,
      },
    })) as CallToolResult;
    expect(created.isError).toBeFalsy();
    const images = created.content.filter((item) => item.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    expect(Buffer.from(images[0]?.type === 'image' ? images[0].data : '', 'base64')[0]).toBe(0xff);
    const made = answerOf(created) as ToolAnswer;
    expect(made.thumbnails).toHaveLength(images.length);
    expect(made.tokensLeft).toBe(before - 1);

    const edited = (await client.callTool({
      name: MCP_TOOLS.editThumbnail,
      arguments: { chatId: made.chatId, url: made.thumbnails[0], prompt: 'make it brighter' },
    })) as CallToolResult;
    expect(edited.isError).toBeFalsy();
    expect((answerOf(edited) as ToolAnswer).tokensLeft).toBe(before - 2);
    expect(edited.content.some((item) => item.type === 'image')).toBe(true);

    const checked = (await client.callTool({
      name: MCP_TOOLS.checkThumbnail,
      arguments: { chatId: made.chatId, url: made.thumbnails[0] },
    })) as CallToolResult;
    expect((answerOf(checked) as { checks: unknown[] }).checks.length).toBeGreaterThan(0);

    const balance = (await client.callTool({ name: MCP_TOOLS.getBalance })) as CallToolResult;
    expect(answerOf(balance)).toEqual({ tokens: before - 2 });
    const me = await currentUser(server, session);
    expect(me.tokenBalance).toBe(before - 2);
    const spent = (await server.deps.ledger.entries(me.id)).slice(-2);
    expect(spent.map(({ reason, note }) => [reason, note])).toEqual([
      ['generation', 'API key "assistant thumbnails+read"'],
      ['edit', 'API key "assistant thumbnails+read"'],
    ]);

    const listed = (await client.callTool({
      name: MCP_TOOLS.listThumbnails,
      arguments: {},
    })) as CallToolResult;
    expect(JSON.stringify(answerOf(listed))).toContain(made.chatId);
  });

  it('answers in the API’s words: a scope the key lacks, a photo that is not one', async () => {
    const reader = await connect(await keyWith(['read']));
    const refused = (await reader.callTool({
      name: MCP_TOOLS.editThumbnail,
      arguments: { chatId: 'x'.repeat(20), url: '/x', prompt: 'brighter' },
    })) as CallToolResult;
    expect(errorText(refused)).toBe(API_KEY_MESSAGES.missingScope('thumbnails'));

    const writer = await connect(await keyWith(['thumbnails']));
    const before = (await currentUser(server, session)).tokenBalance;
    const notPhoto = (await writer.callTool({
      name: MCP_TOOLS.createThumbnail,
      arguments: {
        photo: { data: Buffer.from('not a picture').toString('base64'), mimeType: 'image/png' },
        ...FORM,
      },
    })) as CallToolResult;
    expect(errorText(notPhoto)).toBe(MESSAGES.invalidImage);
    expect((await currentUser(server, session)).tokenBalance).toBe(before);

    const balance = (await writer.callTool({ name: MCP_TOOLS.getBalance })) as CallToolResult;
    expect(errorText(balance)).toBe(API_KEY_MESSAGES.missingScope('read'));

    // One count per tool call, by the tool's scope (a failed one too), none for the protocol's
    // own messages (initialise, list).
    const listed = await request(server.url)
      .get(server.api(API_PATHS.apiKeys))
      .set(bearer(session))
      .expect(200);
    const calls = Object.fromEntries(
      apiKeysResponseSchema.parse(listed.body).keys.map((key) => [key.name, key.calls]),
    );
    expect(calls['assistant read']).toEqual({ thumbnails: 0, read: 0, refused: 1 });
    expect(calls['assistant thumbnails']).toEqual({ thumbnails: 1, read: 0, refused: 1 });
  });

  it('refuses a caller without a valid key', async () => {
    await request(server.url)
      .post(server.api(API_PATHS.mcp))
      .set('Authorization', `Bearer tf_live_${'x'.repeat(43)}`)
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
      .expect(401);
  });
});
