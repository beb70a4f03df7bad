import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { createCaptureLogger } from '../../../test/support/capture-logger.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import type { TaskAttempt } from '../../core/ports/late-work-queue.port.js';
import type { LateReply, LateTask } from '../../core/thumbnails/late-variants/index.js';
import { createSqliteLateWorkQueue, type LateTaskRunner } from './sqlite-late-work-queue.js';

const reply: LateReply = {
  userId: 'user-1',
  chatId: 'chat-1',
  messageId: 'message-1',
  replyId: 'reply-1',
  replyFolder: 'users/user-1/chats/chat-1/reply-1-',
  photoPath: 'users/user-1/chats/chat-1/message-1-photo.jpg',
  thingPaths: [],
  request: {
    prompt: 'me pointing at the rocket',
    genre: 'vlogs',
    mood: 'exciting',
    title: 'Launch Day',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    brandKit: null,
    variants: 2,
  },
  said: { localMade: 2, notDrawn: [], planned: '' },
};
const paint = (variant: number): LateTask => ({ kind: 'paint', reply, variant });

describe('the embedded late work queue', () => {
  const opened: (() => void)[] = [];
  afterEach(() => {
    for (const close of opened.splice(0)) close();
  });

  function setUp(options: { attempts?: number; clock?: { now: number } } = {}) {
    const database = openTempDatabase();
    opened.push(database.close);
    const { logger, records } = createCaptureLogger();
    const clock = options.clock ?? { now: 1_000_000 };
    const make = () =>
      createSqliteLateWorkQueue(database.db, {
        logger,
        attempts: options.attempts ?? 3,
        backoffMs: 10_000,
        leaseMs: 60_000,
        pollMs: 60_000,
        now: () => clock.now,
      });
    const runs: { id: string; attempt: TaskAttempt }[] = [];
    const recording =
      (outcome: (count: number) => Promise<void>): LateTaskRunner =>
      (task, attempt) => {
        runs.push({ id: task.kind === 'paint' ? `paint-${task.variant}` : 'settle', attempt });
        return outcome(runs.length);
      };
    const rows = () =>
      database.db.prepare('SELECT id, attempts FROM late_tasks ORDER BY id').all() as {
        id: string;
        attempts: number;
      }[];
    return { make, runs, recording, rows, records, clock };
  }

  it('runs each task once however often it is enqueued, and keeps a delayed one for its time', async () => {
    const { make, runs, recording, rows, clock } = setUp();
    const queue = make();
    queue.serve(recording(async () => {}));
    await queue.enqueue([{ task: paint(0) }, { task: paint(0) }, { task: paint(1) }]);
    await queue.enqueue([{ task: { kind: 'settle', reply }, delaySeconds: 600 }]);
    await queue.settled();
    expect(runs.map((run) => run.id).sort()).toEqual(['paint-0', 'paint-1']);
    expect(rows()).toEqual([{ id: 'reply-1-settle', attempts: 0 }]);

    clock.now += 600_000;
    await queue.settled();
    expect(runs.map((run) => run.id)).toContain('settle');
    expect(rows()).toEqual([]);
    await queue.stop();
  });

  it('tries a failed task again after its backoff, the last attempt marked final', async () => {
    const { make, runs, recording, rows, records, clock } = setUp({ attempts: 2 });
    const queue = make();
    queue.serve(
      recording(async () => {
        throw new Error('socket hang up');
      }),
    );
    await queue.enqueue([{ task: paint(0) }]);
    await queue.settled();
    expect(runs).toEqual([{ id: 'paint-0', attempt: { final: false } }]);
    expect(rows()).toEqual([{ id: 'reply-1-paint-0', attempts: 1 }]);

    clock.now += 10_000;
    await queue.settled();
    expect(runs.map((run) => run.attempt)).toEqual([{ final: false }, { final: true }]);
    expect(rows()).toEqual([]);
    expect(records.map((record) => record.message)).toContain(
      'late work: a task failed its last attempt',
    );
    await queue.stop();
  });

  it('runs again, at the next start, a task whose process died holding its lease', async () => {
    const { make, runs, recording, rows } = setUp();
    const dying = make();
    // The first server claims the task and never finishes it, as a killed process would not.
    dying.serve(recording(() => new Promise<void>(() => {})));
    await dying.enqueue([{ task: paint(0) }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toHaveLength(1);
    expect(rows()).toEqual([{ id: 'reply-1-paint-0', attempts: 1 }]);

    const restarted = make();
    restarted.serve(recording(async () => {}));
    await restarted.settled();
    expect(runs.map((run) => run.attempt)).toEqual([{ final: false }, { final: false }]);
    expect(rows()).toEqual([]);
    await restarted.stop();
  });

  it('drops a task whose every attempt died with its process, leaving the reply to its settle task', async () => {
    const { make, runs, recording, rows, records } = setUp({ attempts: 1 });
    for (let start = 0; start < 2; start += 1) {
      const queue = make();
      queue.serve(recording(() => new Promise<void>(() => {})));
      if (start === 0) await queue.enqueue([{ task: paint(0) }]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(runs).toHaveLength(1);
    expect(rows()).toEqual([]);
    expect(records.map((record) => record.message)).toContain(
      'late work: a task ran out of attempts',
    );
  });
});
