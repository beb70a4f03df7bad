import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EMULATOR_PROJECT_ID, emulatorStatus, rulesFile } from './emulator-env.js';

const storage = emulatorStatus('storage');
const suffix = storage.skipReason ? ` (${storage.skipReason})` : '';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe.skipIf(!storage.host)(`storage.rules${suffix}`, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host = '', port = ''] = (storage.host ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: EMULATOR_PROJECT_ID,
      storage: { rules: rulesFile('storage.rules'), host, port: Number(port) },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const bucket = context.storage();
      for (const path of ['users/ann/chats/c1/a.jpg', 'users/bob/chats/c1/b.jpg', 'other/x.jpg']) {
        await bucket.ref(path).put(JPEG, { contentType: 'image/jpeg' });
      }
    });
  });

  const ann = () => env.authenticatedContext('ann').storage();

  it('refuses every read, even of the user’s own files: the API serves them through signed links', async () => {
    await assertFails(ann().ref('users/ann/chats/c1/a.jpg').getMetadata());
    await assertFails(ann().ref('users/ann/chats/c1/a.jpg').getDownloadURL());
    await assertFails(ann().ref('users/bob/chats/c1/b.jpg').getMetadata());
    await assertFails(ann().ref('other/x.jpg').getMetadata());
    const visitor = env.unauthenticatedContext().storage();
    await assertFails(visitor.ref('users/ann/chats/c1/a.jpg').getMetadata());
  });

  it('denies every write, even in the user’s own folder', async () => {
    const upload = (path: string) =>
      (async () => {
        await ann().ref(path).put(JPEG, { contentType: 'image/jpeg' });
      })();
    await assertFails(upload('users/ann/chats/c1/new.jpg'));
    await assertFails(upload('users/ann/chats/c1/a.jpg'));
    await assertFails(ann().ref('users/ann/chats/c1/a.jpg').delete());
    await assertFails(upload('other/y.jpg'));
  });
});
