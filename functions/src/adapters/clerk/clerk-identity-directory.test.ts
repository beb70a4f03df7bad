import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClerk, type FakeClerk } from '../../../test/support/fake-clerk.js';
import { UpstreamFailed } from '../../core/errors.js';
import { createClerkIdentityDirectory } from './clerk-identity-directory.js';

const SECRET_KEY = 'sk_test_fake_clerk_secret';

describe('Clerk identity directory (against a fake Backend API)', () => {
  let clerk: FakeClerk;

  beforeAll(async () => {
    clerk = await startFakeClerk(SECRET_KEY);
    clerk.users.set('user_ann', {
      id: 'user_ann',
      firstName: 'Ann',
      lastName: 'Lee',
      emails: ['ann@example.com', 'ann.lee@work.example'],
    });
    clerk.users.set('user_nameless', {
      id: 'user_nameless',
      firstName: null,
      lastName: null,
      emails: [],
    });
  });
  afterAll(async () => {
    await clerk.close();
  });
  beforeEach(() => {
    clerk.requests.length = 0;
  });

  const directory = (secretKey = SECRET_KEY) =>
    createClerkIdentityDirectory({ secretKey, apiUrl: clerk.url });

  it("reads the user's names and email addresses, primary first, with one request", async () => {
    expect(await directory().findProfile('user_ann')).toEqual({
      fullName: 'Ann Lee',
      firstName: 'Ann',
      emailAddresses: ['ann@example.com', 'ann.lee@work.example'],
    });
    expect(clerk.requests).toEqual(['/v1/users/user_ann']);
  });

  it('answers empty names for a user without any', async () => {
    expect(await directory().findProfile('user_nameless')).toEqual({
      fullName: '',
      firstName: '',
      emailAddresses: [],
    });
  });

  it('answers null for a user Clerk does not know (404)', async () => {
    expect(await directory().findProfile('user_unknown')).toBeNull();
  });

  it('fails with a clear upstream error when Clerk answers 500', async () => {
    clerk.failNext(500);
    const failure = directory().findProfile('user_ann');
    await expect(failure).rejects.toBeInstanceOf(UpstreamFailed);
    await expect(failure).rejects.toMatchObject({
      message: 'We could not load your account details. Please try again.',
      detail: expect.stringMatching(/Clerk GET \/v1\/users\/user_ann failed \(HTTP 500\)/),
    });
  });

  it('fails with an upstream error, not "unknown user", when the secret key is wrong', async () => {
    await expect(directory('sk_test_wrong').findProfile('user_ann')).rejects.toMatchObject({
      code: 'upstream_failed',
      detail: expect.stringMatching(/HTTP 401/),
    });
  });

  it('fails with an upstream error when Clerk cannot be reached', async () => {
    const unreachable = createClerkIdentityDirectory({
      secretKey: SECRET_KEY,
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.findProfile('user_ann')).rejects.toBeInstanceOf(UpstreamFailed);
  });

  it('deletes the Clerk user (DELETE /v1/users/{id}); one already gone is no error', async () => {
    clerk.users.set('user_closing', {
      id: 'user_closing',
      firstName: 'Cal',
      lastName: 'Ng',
      emails: ['cal@example.com'],
    });
    await directory().deleteIdentity('user_closing');
    expect(clerk.users.has('user_closing')).toBe(false);
    await directory().deleteIdentity('user_closing');
    expect(clerk.requests).toEqual([
      'DELETE /v1/users/user_closing',
      'DELETE /v1/users/user_closing',
    ]);
  });

  it('reports a failed deletion, so the sweep retries the account later', async () => {
    clerk.users.set('user_later', { id: 'user_later', firstName: 'L', lastName: 'T', emails: [] });
    clerk.failNext(500);
    await expect(directory().deleteIdentity('user_later')).rejects.toBeInstanceOf(UpstreamFailed);
    expect(clerk.users.has('user_later')).toBe(true);
  });
});
