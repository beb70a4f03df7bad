import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

describe('a signed-in request reads its user once', () => {
  const temp = makeTempDir();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(temp.dir);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('the account check and the current user share one read', async () => {
    const { token } = await signUp(server);
    const reads = vi.spyOn(server.deps.users, 'get');
    const res = await request(server.url)
      .get(server.api(API_PATHS.chats))
      .set(bearer(token))
      .expect(200);
    expect(res.body).toEqual({ chat: [] });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('still refuses a request without a session before reading anything', async () => {
    const reads = vi.spyOn(server.deps.users, 'get');
    await request(server.url).get(server.api(API_PATHS.chats)).expect(401);
    expect(reads).not.toHaveBeenCalled();
  });
});
