import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_PREFIX, type PlanName } from '@thumbforge/contract';
import type { BenchServerOptions, Ready, Request, Response } from './protocol.js';
import { within } from './stats.js';
import { bearer } from '../../functions/test/support/payments.js';
import { signUpAt } from '../../functions/test/support/sign-up.js';

const SCRIPT = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const CALL_TIMEOUT_MS = 120_000;

export interface BenchServer {
  pid: number;
  /** `http://127.0.0.1:<port>`: the real embedded app. */
  origin: string;
  /** `origin` + `/api/v1`. */
  api: string;
  /** `http://127.0.0.1:<port>`: the bare Express app. */
  bareOrigin: string;
  call<T = unknown>(request: Request): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts `bench-server.ts` in its own Node process (tsx loader, `--expose-gc`).
 * BENCH_SERVER_NODE_ARGS adds Node flags to it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      import.meta.resolve('tsx'),
      SCRIPT,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    },
  );
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const waiter of pending.values())
      waiter.reject(new Error(`bench server exited (${code})`));
    pending.clear();
  });

  const ready = await within(
    new Promise<Ready>((resolve, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`bench server exited (${code}) before it was ready`)),
      );
      child.on('message', (message: Ready | Response) => {
        if ('ready' in message) {
          resolve(message);
          return;
        }
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      });
    }),
    START_TIMEOUT_MS,
    'bench server start',
  ).catch((error: unknown) => {
    child.kill();
    throw error;
  });

  const call = <T>(request: Request) =>
    within(
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id });
      }),
      CALL_TIMEOUT_MS,
      `bench server ${request.method}`,
    );

  const origin = `http://127.0.0.1:${ready.appPort}`;
  return {
    pid: child.pid ?? 0,
    origin,
    api: `${origin}${API_PREFIX}`,
    bareOrigin: `http://127.0.0.1:${ready.barePort}`,
    call,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await call({ method: 'stop' }).catch(() => child.kill());
      await within(exited, 10_000, 'bench server exit').catch(() => {
        child.kill('SIGKILL');
      });
    },
  };
}

export interface Session {
  userId: string;
  /** The `__session` cookie: mints a fresh 60-second session token. */
  cookie: string;
  /** A session token minted at sign-up; call `freshToken` before anything long. */
  token: string;
}

/** Signs a new user up through the API (local identity) and learns their id. */
export async function signUp(server: BenchServer, email = 'bench@example.com'): Promise<Session> {
  const { token, cookie } = await signUpAt(server.api, server.origin, {
    email,
    password: 'bench password',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  const me = await fetch(`${server.api}${API_PATHS.me}`, { headers: bearer(token) });
  const { user } = (await me.json()) as { user: { id: string } };
  return { userId: user.id, cookie, token };
}

/** A session token minted now (they live 60 s). */
export async function freshToken(server: BenchServer, session: Session): Promise<string> {
  const res = await fetch(`${server.api}${API_PATHS.localAuth.token}`, {
    method: 'POST',
    headers: { Cookie: session.cookie, Origin: server.origin },
  });
  if (!res.ok) throw new Error(`token refresh answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The tests' Authorization header, for the benches' own calls. */
export { bearer };

/** Calls the API with the bearer and JSON; throws on a status other than `expect`. */
export async function api<T>(
  server: BenchServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expect = 200,
): Promise<T> {
  const res = await fetch(`${server.api}${path}`, {
    method,
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expect)
    throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new chat of the session's user. */
export async function createChat(server: BenchServer, token: string): Promise<{ _id: string }> {
  const { chat } = await api<{ chat: { _id: string } }>(
    server,
    token,
    'POST',
    API_PATHS.chats,
    {},
    201,
  );
  return chat;
}

/** Buys a plan in the sandbox checkout as a creator would, unlocking its perks (Full HD...). */
export async function buyPlan(server: BenchServer, token: string, planName: PlanName) {
  const order = await api<{ orderId: string }>(server, token, 'POST', API_PATHS.createOrder, {
    planName,
  });
  const paid = await api<object>(server, token, 'POST', API_PATHS.sandboxPay, {
    orderId: order.orderId,
    outcome: 'success',
  });
  await api(server, token, 'POST', API_PATHS.verifyPayment, paid);
}
