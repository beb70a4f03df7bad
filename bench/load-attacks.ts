/**
 * The attacks of issue 32 on the pixel queue, run for a while beside one creator generating:
 * - abandoned queue: uploads whose multipart head promises 10 MB and that then send nothing
 *   (closed after 5 s), and feed checks whose clients give up after 2 s;
 * - slow bodies: uploads that drip a byte every 5 s until the server ends them;
 * - conversions: a Premium creator's PNG downloads, eight at a time;
 * - brand-kit learning: three creators each learning from ten 40-megapixel PNGs, three at a time.
 * Answered: the creator's generation times alone, then under the attacks.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { API_PATHS } from '@thumbforge/contract';
import { blackPng } from '../functions/test/support/crafted-uploads.js';
import {
  bearer,
  freshToken,
  signUp,
  type BenchServer,
  type Session,
} from './support/server-process.js';
import { sleep } from './support/stats.js';

const BOUNDARY = 'bench-attack';
const STALLED_UPLOADS = 8;
const QUEUED_CHECKS = 8;
const DRIPPING_UPLOADS = 9;
const CONVERSIONS_AT_ONCE = 8;
const LEARNS_AT_ONCE = 9;
const LEARN_FILES = 10;

export interface AttackTimes {
  /** The creator's generation times with nothing else running. */
  idle: number[];
  /** The same creator's generation times under the attacks. */
  attacked: number[];
  /** Answers the attack requests got, by status ("gone" when the connection ended unanswered). */
  answers: Record<string, number>;
}

/**
 * Opens (into `open`) a brand-kit learn upload that sends its first part's header and then nothing, or a byte
 * every `dripMs`; resolves to the status the server answered once it closes the connection, or
 * to "gone" when `giveUpMs` passes first and the client leaves.
 */
function openUpload(
  open: Set<Socket>,
  server: BenchServer,
  token: string,
  options: { dripMs?: number; giveUpMs: number },
): Promise<string> {
  const { hostname, port, pathname } = new URL(`${server.api}${API_PATHS.brandKitLearn}`);
  const socket = connect(Number(port), hostname);
  open.add(socket);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${10 * 1024 * 1024}\r\n\r\n--${BOUNDARY}\r\n` +
      'Content-Disposition: form-data; name="files"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n',
  );
  const drip =
    options.dripMs === undefined ? null : setInterval(() => socket.write('x'), options.dripMs);
  const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs);
  return new Promise((resolve) => {
    socket.on('close', () => {
      open.delete(socket);
      if (drip) clearInterval(drip);
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      resolve(status ?? 'gone');
    });
  });
}

async function untilDone(done: () => boolean, work: () => Promise<unknown>): Promise<void> {
  while (!done()) await work();
}

export interface AttackOptions {
  /** One generation of the creator whose times are measured; resolves when it is answered. */
  generate: () => Promise<void>;
  /** One PNG download of a Premium creator's thumbnail (a conversion). */
  convert: () => Promise<Response>;
  seconds: number;
}

/** The stalling and dripping creators and those whose clients give up are accounts of their own. */
export async function attackedGenerations(
  server: BenchServer,
  options: AttackOptions,
): Promise<AttackTimes> {
  const { generate } = options;
  const timed = async (into: number[]) => {
    const started = performance.now();
    await generate();
    into.push(performance.now() - started);
  };
  const idle: number[] = [];
  for (let run = 0; run < 3; run += 1) await timed(idle);

  const accounts = (prefix: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => signUp(server, `${prefix}${i}@example.com`)),
    );
  const stallers = await accounts('staller', 3);
  const leavers = await accounts('leaver', 3);
  const drippers = await accounts('dripper', 3);
  const learners = await accounts('learner', 3);
  // 125 KB on the wire each, 40 megapixels (the most allowed) once decoded.
  const huge = new Blob([blackPng(8000, 5000)], { type: 'image/png' });

  const answers: Record<string, number> = {};
  const count = (status: string) => {
    answers[status] = (answers[status] ?? 0) + 1;
  };
  const nth = (sessions: Session[], index: number) => sessions[index % sessions.length] as Session;
  let done = false;
  const uploads = new Set<Socket>();
  const attacks = [
    ...Array.from({ length: STALLED_UPLOADS }, (_, i) =>
      untilDone(
        () => done,
        async () =>
          count(
            await openUpload(uploads, server, await freshToken(server, nth(stallers, i)), {
              giveUpMs: 5000,
            }),
          ),
      ),
    ),
    ...Array.from({ length: QUEUED_CHECKS }, (_, i) =>
      untilDone(
        () => done,
        async () => {
          const token = await freshToken(server, nth(leavers, i));
          const res = await fetch(`${server.api}${API_PATHS.thumbnailCheck('0'.repeat(24))}`, {
            method: 'POST',
            headers: { ...bearer(token), 'Content-Type': 'application/json' },
            body: JSON.stringify({ url: 'https://example.com/a.jpg' }),
            signal: AbortSignal.timeout(2000),
          }).catch(() => null);
          count(res ? String(res.status) : 'gone');
          await res?.arrayBuffer();
          await sleep(100);
        },
      ),
    ),
    ...Array.from({ length: DRIPPING_UPLOADS }, (_, i) =>
      untilDone(
        () => done,
        async () =>
          count(
            await openUpload(uploads, server, await freshToken(server, nth(drippers, i)), {
              dripMs: 5000,
              giveUpMs: 300_000,
            }),
          ),
      ),
    ),
    ...Array.from({ length: LEARNS_AT_ONCE }, (_, i) =>
      untilDone(
        () => done,
        async () => {
          const form = new FormData();
          for (let file = 0; file < LEARN_FILES; file += 1)
            form.append('files', huge, `${file}.png`);
          const token = await freshToken(server, nth(learners, i));
          const res = await fetch(`${server.api}${API_PATHS.brandKitLearn}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, Origin: server.origin },
            body: form,
          }).catch(() => null);
          count(res ? `learn ${res.status}` : 'gone');
          await res?.arrayBuffer();
        },
      ),
    ),
    ...Array.from({ length: CONVERSIONS_AT_ONCE }, () =>
      untilDone(
        () => done,
        async () => {
          const res = await options.convert();
          count(String(res.status));
          await res.arrayBuffer();
        },
      ),
    ),
  ];

  const attacked: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  // The attack traffic takes hold before the creator is timed.
  await sleep(3000);
  await untilDone(
    () => performance.now() >= deadline,
    () => timed(attacked),
  );
  done = true;
  // An upload opened as the attacks stop is ended too.
  let ended = false;
  const attacksEnded = Promise.all(attacks).then(() => (ended = true));
  while (!ended) {
    for (const socket of uploads) socket.destroy();
    await sleep(100);
  }
  await attacksEnded;
  return { idle, attacked, answers };
}
