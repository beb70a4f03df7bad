import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  editThumbnailResponseSchema,
  LIMITS,
  meResponseSchema,
} from '@thumbforge/contract';
import { useEmbeddedChild } from '../support/embedded-child.js';
import { RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

/** The audit's reproduction: 3,018 characters that held the server for 22.6 s. */
const REPRODUCTION = `make it brighter${' -'.repeat(1500)} x`;
/** The same shape at the longest prompt allowed: minutes of backtracking before the fix. */
const LONGEST = `make it brighter${' -'.repeat((LIMITS.promptMaxChars - 18) / 2)} x`;

/*
 * The server runs in its own process, so while a request blocks its event loop this test's clock
 * still runs: a prompt that backtracked for minutes fails here by the test's timeout instead of
 * freezing the test runner with it.
 */
describe('edit prompts built to make patterns backtrack', { timeout: RENDER_TIMEOUT_MS }, () => {
  const server = useEmbeddedChild();
  const { call } = server;

  it('are answered, and the server answers others meanwhile', async () => {
    expect(REPRODUCTION).toHaveLength(3018);
    expect(LONGEST).toHaveLength(LIMITS.promptMaxChars);
    const { token, chatId } = await server.signUpWithChat();
    const image = await server.generate(token, chatId);

    for (const prompt of [REPRODUCTION, LONGEST]) {
      const answered: string[] = [];
      const [edited, healthy] = await Promise.all([
        call(API_PATHS.thumbnails(chatId), {
          method: 'PUT',
          token,
          body: JSON.stringify({ url: image, prompt }),
        }).then((res) => (answered.push('edit'), res)),
        call('/health').then((res) => (answered.push('health'), res)),
      ]);
      expect(answered.sort()).toEqual(['edit', 'health']);
      expect(healthy.status).toBe(200);
      expect(edited.status).toBe(200);
      expect(editThumbnailResponseSchema.parse(await edited.json()).response).toMatch(/bright/i);
    }

    // An edit is never remembered, however it is written.
    const me = meResponseSchema.parse(await (await call(API_PATHS.me, { token })).json());
    expect(me.user.preferences.saved).toBeNull();
    expect(me.user.preferences.learnt).toBeNull();
  });
});
