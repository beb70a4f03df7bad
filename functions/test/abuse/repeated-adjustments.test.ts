import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatMessagesResponseSchema,
  editThumbnailResponseSchema,
} from '@thumbforge/contract';
import { readSceneSource } from '../../src/adapters/local-renderer/scene-chunk.js';
import { MAX_STEPS } from '../../src/core/thumbnails/scene/index.js';
import { useEmbeddedChild } from '../support/embedded-child.js';
import { FORM, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

/** The audit's prompt: 10,000 characters, each "dim" one more full-image pass before the fix. */
const DIMS = 'dim,'.repeat(2500);

/** Every base art the server stored, anywhere under its data folder. */
function storedBaseArts(dir: string): Buffer[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('-base.png'))
    .map((path) => readFileSync(join(dir, path)));
}

/*
 * The same adjustment asked thousands of times is one change: the edit is answered, /health
 * answers meanwhile, the reply says what was combined, and what the picture keeps of its edits
 * (replayed on every later redraw) holds one grade per kind.
 */
describe('an adjustment asked thousands of times', { timeout: RENDER_TIMEOUT_MS }, () => {
  const server = useEmbeddedChild();

  it('is one clamped change, said so, and the picture keeps one grade per kind', async () => {
    const { token, chatId } = await server.signUpWithChat();
    const edit = (image: string | undefined, prompt: string) =>
      server.call(API_PATHS.thumbnails(chatId), {
        method: 'PUT',
        token,
        body: JSON.stringify({ url: image, prompt }),
      });
    const image = await server.generate(token, chatId);

    const [edited, healthy] = await Promise.all([edit(image, DIMS), server.call('/health')]);
    expect(healthy.status).toBe(200);
    expect(edited.status).toBe(200);
    const { response, chat } = editThumbnailResponseSchema.parse(await edited.json());
    expect(response).toContain('I made it much darker.');
    expect(response).toContain('"dim" (asked 2500 times, made as strong as one change goes)');

    // As dark as one change goes already: asked again, nothing changes and the token comes back.
    const again = await edit(chat[0]?.messages.at(-1)?.images[0], DIMS);
    expect(again.status).toBe(200);
    expect(editThumbnailResponseSchema.parse(await again.json()).response).toContain(
      'The thumbnail is unchanged, so your token was refunded.',
    );
    // "dim" 300 times in a generation's description is one clamped change too.
    await server.generate(token, chatId, `${FORM.prompt}, ${'dim,'.repeat(300)}`);
    const read = await server.call(API_PATHS.thumbnails(chatId), { token });
    const reply = chatMessagesResponseSchema
      .parse(await read.json())
      .chatMessages[0]?.messages.at(-1);
    // The remembered style notes hold a few "dim"s of the edit above: counted with the prompt's.
    expect(reply?.text).toMatch(/"dim" \(asked 3\d\d times, made as strong as one change goes\)/);

    const finishes = storedBaseArts(server.dataDir).map(
      (png) => readSceneSource(png)?.scene.finish,
    );
    const darker = { kind: 'brightness', direction: 'down', steps: MAX_STEPS };
    expect(finishes).toHaveLength(3);
    expect(finishes).toEqual(expect.arrayContaining([[], [darker], [darker]]));
  });
});
