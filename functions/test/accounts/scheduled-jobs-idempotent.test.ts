import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@thumbforge/contract';
import { runMaintenance, runRetention } from '../../src/composition/maintenance.js';
import type { FileStore } from '../../src/core/ports/file-store.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { buyStandard, startClockedServer, type TestClock } from '../support/accounts.js';
import { filesUnder } from '../support/files-under.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import {
  authedPost,
  currentUser,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Issue 34: the scheduled retention and maintenance jobs leave the data whole however they run. */
describe(
  'the scheduled jobs, overlapping or killed halfway',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    const temp = makeTempDir();
    let server: TestServer;
    let clock: TestClock;

    beforeAll(async () => {
      ({ server, clock } = await startClockedServer(temp.dir));
    });
    afterAll(async () => {
      await server.close();
      temp.remove();
    });

    /**
     * Eight years on, everything is due: a creator's thumbnails and payment record, and an account
     * closed the day it was made.
     */
    async function dueData(label: string) {
      clock.now = new Date();
      const keeper = await signUp(server, { ...ANN, email: `${label}-keeper@example.com` });
      const keeperChat = await newChat(server, keeper.token);
      await postGeneration(server, keeper.token, keeperChat).expect(201);
      const orderId = await buyStandard(server, keeper.token);
      const { id: keeperId, tokenBalance } = await currentUser(server, keeper.token);
      const leaver = await signUp(server, { ...ANN, email: `${label}-leaver@example.com` });
      const leaverChat = await newChat(server, leaver.token);
      await postGeneration(server, leaver.token, leaverChat).expect(201);
      const leaverId = (await currentUser(server, leaver.token)).id;
      await authedPost(server, leaver.token, API_PATHS.closeAccount, {}).expect(200);
      clock.now = new Date(clock.now.getTime() + 8 * YEAR_MS);
      return { keeperId, keeperChat, tokenBalance, orderId, leaverId, leaverChat };
    }
    type Due = Awaited<ReturnType<typeof dueData>>;

    async function stateOf(due: Due) {
      const { deps } = server;
      return {
        keeper: await deps.users.get(due.keeperId),
        keeperMessages: await deps.messages.listByChat(due.keeperChat),
        leaver: await deps.users.get(due.leaverId),
        leaverMessages: await deps.messages.listByChat(due.leaverChat),
        payment: await deps.payments.store.get(due.orderId),
        files: filesUnder(join(temp.dir, 'files')).filter(
          (path) => path.includes(due.keeperId) || path.includes(due.leaverId),
        ),
      };
    }

    /** Everything due deleted, once, and nothing else touched. */
    function expectSwept(state: Awaited<ReturnType<typeof stateOf>>, due: Due) {
      expect(state.keeper?.tokenBalance).toBe(due.tokenBalance);
      expect(state.keeperMessages).toHaveLength(2);
      for (const message of state.keeperMessages) {
        expect(message).toMatchObject({ images: [], imagesExpiredAt: clock.now.toISOString() });
      }
      expect(state.leaver).toBeNull();
      expect(state.leaverMessages).toEqual([]);
      expect(state.payment).toBeNull();
      expect(state.files).toEqual([]);
    }

    const bothJobs = (deps: AppDeps) => Promise.all([runRetention(deps), runMaintenance(deps)]);

    it('two runs of each at once delete everything due once, and a third changes nothing', async () => {
      const due = await dueData('overlap');
      const before = await stateOf(due);
      expect(before.files.length).toBeGreaterThan(0);
      expect(before.payment).not.toBeNull();

      await Promise.all([bothJobs(server.deps), bothJobs(server.deps)]);
      const after = await stateOf(due);
      expectSwept(after, due);

      const [again] = await bothJobs(server.deps);
      expect(again).toMatchObject({ expiredMessages: 0, deletedFiles: 0, deletedPayments: [] });
      expect(await stateOf(due)).toEqual(after);
    });

    it('a run killed halfway through the deletes leaves what the next run finishes', async () => {
      const due = await dueData('killed');
      let deletes = 0;
      const files: FileStore = {
        ...server.deps.files,
        delete: async (path) => {
          deletes += 1;
          // The process dies here: the deletes before it happened, nothing after.
          if (deletes === 2) throw new Error('killed');
          await server.deps.files.delete(path);
        },
      };
      // The account's last step, its user document, fails too: the rest of it is gone already.
      const users: UserStore = {
        ...server.deps.users,
        delete: () => Promise.reject(new Error('killed')),
      };
      await expect(runRetention({ ...server.deps, files, users })).rejects.toThrow('killed');
      const halfway = await stateOf(due);
      // The message whose files were going still lists them; the next run finds it again.
      expect(halfway.keeperMessages.some((message) => message.images.length > 0)).toBe(true);
      expect(halfway.leaver).not.toBeNull();
      expect(halfway.leaverMessages).toEqual([]);

      await bothJobs(server.deps);
      const after = await stateOf(due);
      expectSwept(after, due);
      await bothJobs(server.deps);
      expect(await stateOf(due)).toEqual(after);
    });
  },
);
