/**
 * Firestore document reads and writes per operation, on the Firebase path (the API on the
 * machine's Firestore emulator, DATABASE=firestore), printed beside the time each took. Cost is a
 * production concern: Firestore bills per document read and written, so a read per chat or per
 * message where one query would do is a defect.
 *
 * The emulator reports no usage, so the counts come from an instrumented Admin SDK: every document
 * a get, getAll or query returns is a read (an empty query answer bills one), every create, set,
 * update or delete in a batch or transaction a write. A transaction retried under contention
 * counts again, as Firestore bills it; nothing here contends.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  DocumentReference,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import { API_PATHS, API_PREFIX, type GenerateThumbnailResponse } from '@thumbforge/contract';
import { embeddedDeps } from '../functions/src/composition/embedded.js';
import { parseEnv } from '../functions/src/composition/env.js';
import { createApp } from '../functions/src/http/create-app.js';
import {
  findMachineFirestoreEmulator,
  startMachineFirestoreEmulator,
} from '../functions/scripts/machine-firestore-emulator.js';
import { BENCH_ORIGIN, GENERATION_FORM, quiet, UNTHROTTLED } from './support/generation-form.js';
import { ms, type Measurement, type Report } from './support/report.js';

const PROJECT_ID = 'demo-thumbforge';
const PHOTO = process.env.BENCH_PHOTO ?? '/work/shared/fixtures/photos/rocket.jpg';

const counts = { reads: 0, writes: 0 };

/** Counts what the Admin SDK reads and writes; installed once, for this process. */
function instrumentFirestore(): void {
  const documentsIn = (answer: unknown): number =>
    answer instanceof QuerySnapshot ? Math.max(1, answer.size) : 1;
  const wrapRead = <T extends object>(proto: T, name: keyof T & string) => {
    const original = proto[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    Object.assign(proto, {
      async [name](this: unknown, ...args: unknown[]) {
        const answer = await original.apply(this, args);
        counts.reads += Array.isArray(answer) ? answer.length : documentsIn(answer);
        return answer;
      },
    });
  };
  wrapRead(DocumentReference.prototype, 'get');
  wrapRead(Query.prototype, 'get');
  wrapRead(Transaction.prototype, 'get');
  wrapRead(Transaction.prototype, 'getAll');
  wrapRead(Firestore.prototype, 'getAll');
  // Transactions and single-document writes all go through a WriteBatch.
  for (const name of ['create', 'set', 'update', 'delete'] as const) {
    const original = WriteBatch.prototype[name] as (...args: unknown[]) => WriteBatch;
    Object.assign(WriteBatch.prototype, {
      [name](this: WriteBatch, ...args: unknown[]) {
        counts.writes += 1;
        return original.apply(this, args);
      },
    });
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export const firestoreCost: Measurement = {
  name: 'firestore-cost',
  async run(): Promise<Report> {
    const found = findMachineFirestoreEmulator();
    if ('missing' in found) {
      return {
        title: 'Firestore reads and writes per operation',
        rows: [],
        notes: [`SKIPPED: ${found.missing}.`],
      };
    }
    const emulator = await startMachineFirestoreEmulator({ ...found, projectId: PROJECT_ID });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    process.env.METADATA_SERVER_DETECTION = 'none';
    instrumentFirestore();
    const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-firestore-'));
    const app = initializeApp({ projectId: PROJECT_ID }, 'bench-firestore-cost');
    const server = createServer();
    try {
      const port = await listen(server);
      const env = parseEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: BENCH_ORIGIN,
        NODE_ENV: 'test',
        DATABASE: 'firestore',
        GCLOUD_PROJECT: PROJECT_ID,
        RATE_LIMIT_SIGN_IN_PER_MINUTE: UNTHROTTLED,
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: UNTHROTTLED,
        RATE_LIMIT_WRITES_PER_MINUTE: UNTHROTTLED,
        RATE_LIMIT_GENERATIONS_PER_MINUTE: UNTHROTTLED,
      });
      const runtime = await embeddedDeps(env, {
        app,
        logger: quiet,
        announce: () => {},
      });
      server.on('request', createApp(runtime.deps));
      const base = `http://127.0.0.1:${port}${API_PREFIX}`;

      const signUp = await fetch(`${base}${API_PATHS.localAuth.signUp}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: BENCH_ORIGIN },
        body: JSON.stringify({
          email: 'cost@example.com',
          password: 'correct horse battery',
          firstName: 'Cost',
          lastName: 'Counter',
        }),
      });
      const cookie = signUp.headers.get('set-cookie')?.split(';')[0] ?? '';
      const token = async () => {
        const res = await fetch(`${base}${API_PATHS.localAuth.token}`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: BENCH_ORIGIN },
        });
        return ((await res.json()) as { token: string }).token;
      };
      // Session tokens live 60 s: a fresh one for each call, except inside a measurement, which
      // takes one before its clock starts.
      let measuring: string | null = null;
      const call = async (path: string, init: RequestInit = {}) => {
        const res = await fetch(`${base}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${measuring ?? (await token())}`, ...init.headers },
        });
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        return res;
      };
      const json = <T>(path: string, init?: RequestInit) =>
        call(path, init).then((res) => res.json() as Promise<T>);

      const me = await json<{ user: { id: string } }>(API_PATHS.me);
      await runtime.deps.ledger.apply(me.user.id, {
        key: 'grant:bench',
        delta: 40,
        reason: 'grant',
        note: 'bench',
      });
      const photo = readFileSync(PHOTO);
      const generate = (chatId: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(GENERATION_FORM)) form.append(name, value);
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), basename(PHOTO));
        return json<GenerateThumbnailResponse>(API_PATHS.thumbnails(chatId), {
          method: 'POST',
          body: form,
        }).then((answer) => answer.chatMessages[0]?.messages.at(-1)?.images ?? []);
      };

      const rows: Report['rows'] = [];
      /** Runs one operation and records what it read and wrote; the token refresh is not counted. */
      const measure = async <T>(figure: string, operation: () => Promise<T>): Promise<T> => {
        measuring = await token();
        const before = { ...counts };
        const started = performance.now();
        const result = await operation();
        const elapsed = performance.now() - started;
        measuring = null;
        rows.push({
          figure,
          value: `${counts.reads - before.reads} reads, ${counts.writes - before.writes} writes`,
          baseline: ms(elapsed),
        });
        return result;
      };

      const chats: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        chats.push(
          (await json<{ chat: { _id: string } }>(API_PATHS.chats, { method: 'POST' })).chat._id,
        );
      }
      const chatId = chats[0]!;
      const images: string[] = [];
      for (let i = 0; i < 4; i += 1) images.push(...(await generate(chatId)));

      await measure('list 20 chats (GET /chat/)', () => json(API_PATHS.chats));
      const generated = await measure(
        'a generation of 2 thumbnails (POST /thumbnail/:chatId)',
        () => generate(chatId),
      );
      images.push(...generated);
      await measure('open a chat of 10 messages (GET /thumbnail/:chatId)', () =>
        json(API_PATHS.thumbnails(chatId)),
      );
      await measure('an edit (PUT /thumbnail/:chatId)', () =>
        json(API_PATHS.thumbnails(chatId), {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ url: images[0], prompt: 'make it brighter' }),
        }),
      );
      await measure('a zip of 10 images (POST /download/download-zip)', () =>
        call(API_PATHS.downloadZip, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ imageUrls: images.slice(0, 10) }),
        }).then((res) => res.arrayBuffer()),
      );
      await measure('a verified payment (create-order, sandbox pay, verify)', async () => {
        const order = await json<{ orderId: string }>(API_PATHS.createOrder, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ planName: 'standard' }),
        });
        const paid = await json<Record<string, string>>(API_PATHS.sandboxPay, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ orderId: order.orderId, outcome: 'success' }),
        });
        return json(API_PATHS.verifyPayment, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(paid),
        });
      });
      runtime.close();
      return {
        title: 'Firestore document reads and writes per operation (API on the Firestore emulator)',
        rows,
        notes: [
          'value: documents read and written by the server for the call; baseline column: its time',
          'every call also reads the user document once (the session check creates users on first sight)',
        ],
      };
    } finally {
      server.close();
      await deleteApp(app);
      emulator.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
