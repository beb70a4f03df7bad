import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@thumbforge/contract';
import { embeddedFilesDir } from '../../src/composition/embedded.js';
import { chatFilesPrefix } from '../../src/core/chats/chat-files.js';
import type { MessageStore } from '../../src/core/ports/message-store.port.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { bearer } from '../support/payments.js';
import { filesUnder } from '../support/files-under.js';
import { makeTempDir } from '../support/temp-dir.js';
import type { TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  currentUser,
  RENDER_TIMEOUT_MS,
  signUpAndGenerate,
} from '../support/thumbnails.js';

/** A gate the work waits at, and a promise that says the work reached it. */
function gate() {
  let reached: () => void = () => {};
  let open: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    arrived,
    open: () => open(),
    async pass() {
      reached();
      await opened;
    },
  };
}

/**
 * Deleting a chat while work writes into it (issue 21, point 3): the chat ends whole or gone with
 * all its files, and a token taken is given back; the delete itself always answers 200.
 */
describe('a chat deleted while work writes into it', { timeout: RENDER_TIMEOUT_MS }, () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;

  async function start(override: (deps: AppDeps) => AppDeps) {
    temp = makeTempDir();
    server = await startThumbnailServer(temp.dir, { override });
    const made = await signUpAndGenerate(server, 'racer@example.com');
    const userId = (await currentUser(server, made.token)).id;
    const chatFolder = join(embeddedFilesDir(temp.dir), chatFilesPrefix(userId, made.chatId));
    return { ...made, userId, chatFolder };
  }
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  const deleteChat = (token: string, chatId: string) =>
    request(server.url)
      .delete(server.api(API_PATHS.chat(chatId)))
      .set(bearer(token))
      .expect(200);

  async function expectGone(chatId: string, chatFolder: string, token: string) {
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);
    expect(filesUnder(chatFolder)).toEqual([]);
    const chats = await request(server.url)
      .get(server.api(API_PATHS.chats))
      .set(bearer(token))
      .expect(200);
    expect(chats.body).toEqual({ chat: [] });
  }

  it('language versions: the reply is refused at its last step, its files go, 404', async () => {
    const atReply = gate();
    /** Holds the language versions' reply until the test has deleted the chat. */
    const holdingReplies = (messages: MessageStore): MessageStore => ({
      ...messages,
      async append(message) {
        if (message.meta.languageVersions) await atReply.pass();
        return messages.append(message);
      },
      async appendReply(message, inReplyTo) {
        if (message.meta.languageVersions) await atReply.pass();
        return messages.appendReply(message, inReplyTo);
      },
    });
    const { token, chatId, urls, chatFolder } = await start((deps) => ({
      ...deps,
      messages: holdingReplies(deps.messages),
    }));

    const versions = authedPost(server, token, API_PATHS.thumbnailLanguages(chatId), {
      url: urls[0],
      titles: [{ lang: 'hi', title: 'दस मिनट पास्ता' }],
    }).then((res) => res);
    await atReply.arrived;
    await deleteChat(token, chatId);
    atReply.open();

    const res = await versions;
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MESSAGES.chatNotFound, code: 'not_found' });
    await expectGone(chatId, chatFolder, token);
  });

  // One edit changes the pixels (its reply is stored last), one cannot (its token is refunded).
  it.each([
    ['that changes the picture', 'add a red arrow pointing at her face'],
    ['that changes nothing', 'add steam rising from the cup'],
  ])('an edit %s: the token given back, nothing of it kept, 404', async (_, prompt) => {
    const atModel = gate();
    let holding = false;
    const { token, userId, chatId, urls, chatFolder } = await start((deps) => {
      const { model } = deps.thumbnails;
      const editBaseArt: typeof model.editBaseArt = async (edit) => {
        if (holding) await atModel.pass();
        return model.editBaseArt(edit);
      };
      return { ...deps, thumbnails: { ...deps.thumbnails, model: { ...model, editBaseArt } } };
    });
    const before = await server.deps.ledger.balance(userId);
    holding = true;

    const edit = request(server.url)
      .put(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .send({ url: urls[0], prompt })
      .then((res) => res);
    await atModel.arrived;
    expect(await server.deps.ledger.balance(userId)).toBe(before - 1);
    await deleteChat(token, chatId);
    atModel.open();

    const res = await edit;
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MESSAGES.chatNotFound, code: 'not_found' });
    expect(await server.deps.ledger.balance(userId)).toBe(before);
    await expectGone(chatId, chatFolder, token);
  });
});
