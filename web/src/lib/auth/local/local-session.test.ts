import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalSession } from './local-session';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
let issued = 0;
/** A distinct 60 s token each time, like the server's. */
function newToken() {
  issued += 1;
  return `${base64url({ alg: 'RS256' })}.${base64url({ iat: 0, exp: 60, n: issued })}.sig`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedOutAnswer = () =>
  json(401, { message: 'Please sign in to continue', code: 'unauthenticated' });

/** The signed-in hint cookie is there: the last visit ended signed in. */
const hadSession = () => true;

let answer: (path: string) => Response | Promise<Response>;
const fetchMock = vi.fn((input: string) => answer(input.replace('/api/v1', '')));

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('local session', () => {
  it('starts loading and learns from the token call that the visitor is signed out', async () => {
    answer = signedOutAnswer;
    const session = createLocalSession(hadSession);
    expect(session.getStatus()).toBe('loading');
    await expect(session.getToken()).resolves.toBeNull();
    expect(session.getStatus()).toBe('signedOut');
  });

  it('knows a visitor without the signed-in hint is signed out, without asking the server', async () => {
    answer = signedOutAnswer;
    const session = createLocalSession(() => false);
    expect(session.getStatus()).toBe('signedOut');
    await expect(session.getToken()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a visitor without the hint in, and then hands out the session token', async () => {
    const token = newToken();
    answer = (path) => (path === '/local-auth/sign-in' ? json(200, { token }) : signedOutAnswer());
    const session = createLocalSession(() => false);
    await session.signIn({ email: 'ada@example.com', password: 'correct horse' });
    expect(session.getStatus()).toBe('signedIn');
    await expect(session.getToken()).resolves.toBe(token);
  });

  it('shares one refresh between concurrent callers and caches the token', async () => {
    answer = () => json(200, { token: newToken() });
    const session = createLocalSession(hadSession);
    const [a, b, c] = await Promise.all([
      session.getToken(),
      session.getToken(),
      session.getToken(),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(session.getStatus()).toBe('signedIn');

    vi.setSystemTime(1_000_000 + 49_000);
    await expect(session.getToken()).resolves.toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a new token once the cached one is within 10 s of expiry', async () => {
    answer = () => json(200, { token: newToken() });
    const session = createLocalSession(hadSession);
    const first = await session.getToken();
    vi.setSystemTime(1_000_000 + 51_000);
    const second = await session.getToken();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
  });

  it('signs in, tells subscribers, and signs out', async () => {
    answer = (path) => {
      if (path === '/local-auth/sign-in') return json(200, { token: newToken() });
      if (path === '/local-auth/sign-out') return json(200, { success: true });
      return signedOutAnswer();
    };
    const session = createLocalSession(hadSession);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getStatus()));

    await session.signIn({ email: 'ada@example.com', password: 'correct horse' });
    expect(await session.getToken()).not.toBeNull();
    await session.signOut();

    expect(seen).toEqual(['signedIn', 'signedOut']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/local-auth/sign-in',
      '/api/v1/local-auth/sign-out',
    ]);
  });

  it('does not let a refresh that was in flight revive a session signed out meanwhile', async () => {
    let release: (response: Response) => void = () => undefined;
    answer = (path) => {
      if (path === '/local-auth/token') return new Promise((resolve) => (release = resolve));
      return json(200, { success: true });
    };
    const session = createLocalSession(hadSession);
    const pending = session.getToken();
    await session.signOut();
    release(json(200, { token: newToken() }));
    await pending;
    expect(session.getStatus()).toBe('signedOut');
  });

  it('surfaces the server message when sign-in is refused', async () => {
    answer = () => json(401, { message: 'Incorrect email or password', code: 'unauthenticated' });
    const session = createLocalSession(hadSession);
    await expect(
      session.signIn({ email: 'ada@example.com', password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401, message: 'Incorrect email or password' });
  });
});
