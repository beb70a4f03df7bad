import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Clerk's Backend API `GET /v1/users/{id}` and `DELETE /v1/users/{id}` (which
 * answers Clerk's deleted-object shape), in their documented JSON, behind
 * `Authorization: Bearer <secret key>`. Unknown users answer 404 with Clerk's error body.
 */
export interface FakeClerkUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  /** The first one is the primary address. */
  emails: string[];
}

export interface FakeClerk {
  /** The `apiUrl` to give `createClerkClient`. */
  url: string;
  users: Map<string, FakeClerkUser>;
  /** Paths of the requests received, in order (`DELETE ` before the path of a deletion). */
  requests: string[];
  /** The next request answers this status with Clerk's error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  // Exactly `application/json`: the SDK parses JSON only for that content type.
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function clerkError(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, {
    errors: [{ code, message, long_message: message, meta: {} }],
    clerk_trace_id: 'trace_fake',
  });
}

function userJson(user: FakeClerkUser) {
  const emailAddresses = user.emails.map((email, i) => ({
    id: `idn_${i}`,
    object: 'email_address',
    email_address: email,
    verification: null,
    linked_to: [],
  }));
  return {
    object: 'user',
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_email_address_id: emailAddresses[0]?.id ?? null,
    email_addresses: emailAddresses,
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    public_metadata: {},
    private_metadata: {},
    unsafe_metadata: {},
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
  };
}

export async function startFakeClerk(secretKey: string): Promise<FakeClerk> {
  const users = new Map<string, FakeClerkUser>();
  const requests: string[] = [];
  let failure: number | null = null;

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(req.method === 'DELETE' ? `DELETE ${path}` : path);
    if (failure !== null) {
      const status = failure;
      failure = null;
      clerkError(res, status, 'internal_clerk_error', 'Something went wrong');
      return;
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      clerkError(res, 401, 'authentication_invalid', 'Invalid secret key');
      return;
    }
    const match = /^\/v1\/users\/([^/]+)$/.exec(path);
    if ((req.method !== 'GET' && req.method !== 'DELETE') || !match?.[1]) {
      clerkError(res, 404, 'resource_not_found', 'Not found');
      return;
    }
    const id = decodeURIComponent(match[1]);
    const user = users.get(id);
    if (!user) {
      clerkError(res, 404, 'resource_not_found', 'User not found');
      return;
    }
    if (req.method === 'DELETE') {
      users.delete(id);
      send(res, 200, { object: 'user', id, deleted: true });
      return;
    }
    send(res, 200, userJson(user));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    users,
    requests,
    failNext(status) {
      failure = status;
    },
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
