import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { creatorPlan, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { createPixelAdmission, type PixelAdmissionLimits } from '../../core/pixel-admission.js';
import type { Logger } from '../../core/ports/logger.port.js';
import type { VerifiedSession } from '../../core/ports/session-verifier.port.js';
import { admitPixelWork } from './admit-pixel-work.js';
import { errorHandler } from './errors.js';

const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };

interface Answer {
  status: number;
  body: { message?: string; code?: string; bytes?: number };
}

interface Harness {
  port: number;
  /** Requests running the route now; each waits until `finishAll`. */
  readonly running: number;
  /** Requests whose connection the server saw close. */
  readonly closed: number;
  /** The users whose requests reached the route, in the order they did. */
  readonly started: string[];
  finishAll(): void;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A route behind `admitPixelWork` that holds its place until told to finish. */
async function harness(limits: PixelAdmissionLimits, bodyBytes?: number): Promise<Harness> {
  const admission = createPixelAdmission(limits);
  let running = 0;
  let closed = 0;
  const started: string[] = [];
  const finish: Array<() => void> = [];
  const app = express();
  app.use((req, res, next) => {
    res.locals.log = quiet;
    res.locals.session = { userId: req.get('x-user') ?? 'nobody' } as VerifiedSession;
    res.once('close', () => (closed += 1));

    next();
  });
  const options = {
    planOf: () => Promise.resolve(creatorPlan([])),
    bodyDeadlineMs: 300,
    ...(bodyBytes !== undefined && { bodyBytes }),
  };
  app.post(
    ['/work', '/free'],
    (req, res, next) =>
      admitPixelWork(admission, {
        ...options,
        // Free work has a deadline of its own.
        ...(req.path === '/free' && { deadlineMs: 60_000 }),
      })(req, res, next),
    async (req, res) => {
      started.push(res.locals.session.userId);
      running += 1;
      await new Promise<void>((resolve) => finish.push(resolve));
      running -= 1;
      const raw = (req as typeof req & { rawBody?: Buffer }).rawBody;
      res.json({ bytes: raw?.length ?? 0 });
    },
  );
  app.use(errorHandler);
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get running() {
      return running;
    },
    get closed() {
      return closed;
    },
    started,
    finishAll() {
      for (const done of finish.splice(0)) done();
    },
  };
}

/** A POST as `user`; `body` is sent whole unless `drip` sends it a byte at a time. */
function post(
  port: number,
  user: string,
  options: { body?: string; dripMs?: number; leaveAfterMs?: number; path?: string } = {},
): Promise<Answer | 'left'> {
  const body = options.body ?? '';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: options.path ?? '/work',
        headers: { 'x-user': user, 'content-length': String(body.length), connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
          });
        });
      },
    );
    req.on('error', (error) => (req.destroyed ? resolve('left') : reject(error)));
    if (options.leaveAfterMs !== undefined) {
      setTimeout(() => {
        req.destroy();
        resolve('left');
      }, options.leaveAfterMs);
    }
    if (options.dripMs === undefined) {
      req.end(body);
      return;
    }
    let sent = 0;
    const drip = setInterval(() => {
      if (req.destroyed || sent >= body.length) {
        clearInterval(drip);
        return;
      }
      req.write(body.slice(sent, sent + 1));
      sent += 1;
    }, options.dripMs);
  });
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('admitPixelWork', () => {
  it('lets a client that leaves while queued go at once: nothing leaks, no 429 sticks to its user', async () => {
    const work = await harness({ perUser: 1, running: 1, waiting: 4, maxWaitMs: 60_000 });
    const holder = post(work.port, 'holder');
    await until(() => work.running === 1);
    // Both leave while they wait for the busy slot.
    const leavers = ['leaver-1', 'leaver-2'].map((user) =>
      post(work.port, user, { leaveAfterMs: 50 }),
    );
    expect(await Promise.all(leavers)).toEqual(['left', 'left']);
    await until(() => work.closed === 2);
    work.finishAll();
    expect(await holder).toMatchObject({ status: 200 });
    // The slot and the leavers' shares are free: each of them is let in straight away.
    for (const user of ['newcomer', 'leaver-1', 'leaver-2']) {
      const answer = post(work.port, user);
      await until(() => work.running === 1);
      work.finishAll();
      expect(await answer).toMatchObject({ status: 200 });
    }
  });

  it('lets paid work overtake free work waiting for a slot, whenever it came', async () => {
    const work = await harness({ perUser: 4, running: 1, waiting: 8, maxWaitMs: 60_000 });
    const holder = post(work.port, 'holder');
    await until(() => work.running === 1);
    const checks = ['check-1', 'check-2'].map((user) => post(work.port, user, { path: '/free' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const generation = post(work.port, 'generation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let answered = 1; answered <= 4; answered += 1) {
      await until(() => work.running === 1);
      work.finishAll();
      await until(() => work.started.length > answered || answered === 4);
    }
    await Promise.all([holder, generation, ...checks]);
    expect(work.started).toEqual(['holder', 'generation', 'check-1', 'check-2']);
  });

  it('gives back the slot of a running request whose client left', async () => {
    const work = await harness({ perUser: 1, running: 1, waiting: 4, maxWaitMs: 60_000 });
    const leaver = post(work.port, 'leaver', { leaveAfterMs: 100 });
    await until(() => work.running === 1);
    expect(await leaver).toBe('left');
    await until(() => work.closed === 1);
    const next = post(work.port, 'leaver');
    await until(() => work.running === 2);
    work.finishAll();
    expect(await next).toMatchObject({ status: 200 });
  });

  it('answers 503 to a request that waited past the queue deadline', async () => {
    const work = await harness({ perUser: 2, running: 1, waiting: 4, maxWaitMs: 100 });
    const holder = post(work.port, 'holder');
    await until(() => work.running === 1);
    expect(await post(work.port, 'waiter')).toEqual({
      status: 503,
      body: { message: THUMBNAIL_MESSAGES.serverBusy, code: 'server_busy' },
    });
    work.finishAll();
    await holder;
  });

  it('reads the body before taking a slot, and answers 408 to one that drips past its deadline', async () => {
    const work = await harness({ perUser: 2, running: 1, waiting: 4, maxWaitMs: 60_000 }, 1000);
    const dripper = post(work.port, 'dripper', { body: 'x'.repeat(100), dripMs: 50 });
    // The dripping body holds no slot: another request runs meanwhile.
    const other = post(work.port, 'other', { body: 'hello' });
    await until(() => work.running === 1);
    work.finishAll();
    expect(await other).toEqual({ status: 200, body: { bytes: 5 } });
    expect(await dripper).toEqual({
      status: 408,
      body: { message: THUMBNAIL_MESSAGES.requestTimedOut, code: 'request_timeout' },
    });
    expect(work.running).toBe(0);
  });

  it('refuses a body over its size with 413 before taking a slot', async () => {
    const work = await harness({ perUser: 2, running: 1, waiting: 4, maxWaitMs: 60_000 }, 10);
    expect(await post(work.port, 'big', { body: 'x'.repeat(11) })).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
    expect(work.running).toBe(0);
  });
});
