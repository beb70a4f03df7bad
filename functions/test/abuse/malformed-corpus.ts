import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { webhookSignature } from '../../src/core/payments/payment-signatures.js';
import { unsignedToken, withPayload } from '../support/forge-token.js';
import { HOSTILE_FILES } from '../support/hostile-files.js';
import { rawGet, rawRequest } from '../support/raw-http.js';
import type { TestServer } from '../support/test-server.js';
import { fixture, FORM } from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export interface MalformedCase {
  name: string;
  /** Under `/api/v1`: the answer must be JSON `{ message, code }`. */
  api: boolean;
  send(): Promise<Answer>;
}

interface CorpusContext {
  server: TestServer;
  /** A valid session of a user with a chat of their own. */
  token: string;
  chatId: string;
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);
const WRONG_VALUES: [string, unknown][] = [
  ['a number', 42],
  ['null', null],
  ['an array', ['a']],
  ['an object', { nested: { deeper: 'value' } }],
  ['a boolean', true],
];

function answerOf(res: request.Response): Answer {
  return {
    status: res.status,
    contentType: String(res.headers['content-type'] ?? ''),
    text: res.text ?? '',
  };
}

interface JsonEndpoint {
  method: 'post' | 'put';
  path: string;
  /** A body the route would accept, whose fields the cases break one by one. */
  valid: Record<string, unknown>;
  signedIn: boolean;
}

function jsonEndpoints(chatId: string): JsonEndpoint[] {
  return [
    { method: 'put', path: API_PATHS.chat(chatId), valid: { rename: 'Renamed' }, signedIn: true },
    {
      method: 'post',
      path: API_PATHS.createOrder,
      valid: { planName: 'standard' },
      signedIn: true,
    },
    {
      method: 'post',
      path: API_PATHS.verifyPayment,
      valid: {
        razorpay_payment_id: 'pay_0000000000000A',
        razorpay_order_id: 'order_0000000000000A',
        razorpay_signature: 'a'.repeat(64),
      },
      signedIn: true,
    },
    {
      method: 'put',
      path: API_PATHS.thumbnails(chatId),
      valid: { url: `${API_PREFIX}${API_PATHS.files}x.jpg`, prompt: 'brighter' },
      signedIn: true,
    },
    {
      method: 'post',
      path: API_PATHS.downloadZip,
      valid: { imageUrls: [`${API_PREFIX}${API_PATHS.files}x.jpg`] },
      signedIn: true,
    },
    {
      method: 'post',
      path: API_PATHS.sandboxPay,
      valid: { orderId: 'order_0000000000000A', outcome: 'success' },
      signedIn: true,
    },
    {
      method: 'post',
      path: API_PATHS.localAuth.signUp,
      valid: { email: 'mallory@example.com', password: 'short', firstName: 'M', lastName: 'X' },
      signedIn: false,
    },
    {
      method: 'post',
      path: API_PATHS.localAuth.signIn,
      valid: { email: 'mallory@example.com', password: 'not the password' },
      signedIn: false,
    },
  ];
}

function jsonCases(context: CorpusContext): MalformedCase[] {
  const { server, token } = context;
  const cases: MalformedCase[] = [];
  for (const endpoint of jsonEndpoints(context.chatId)) {
    const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
    const open = () => {
      const req = request(server.url)[endpoint.method](server.api(endpoint.path));
      return endpoint.signedIn ? req.set(bearer(token)) : req;
    };
    const add = (name: string, send: () => request.Test) =>
      cases.push({
        name: `${label}: ${name}`,
        api: true,
        send: async () => answerOf(await send()),
      });
    const raw = (type: string, body: string | Buffer, encoding?: string) => () => {
      const req = open().set('Content-Type', type);
      if (encoding) req.set('Content-Encoding', encoding);
      return req.send(body);
    };

    const fields = Object.keys(endpoint.valid);
    for (const field of fields) {
      for (const [what, value] of WRONG_VALUES) {
        add(`${field} is ${what}`, () => open().send({ ...endpoint.valid, [field]: value }));
      }
    }
    const first = fields[0] ?? 'field';
    add('no fields', () => open().send({}));
    add(`${first} missing`, () => {
      const rest = { ...endpoint.valid };
      delete rest[first];
      return open().send(rest);
    });
    add(`${first} is a 1 MB string`, () =>
      open().send({ ...endpoint.valid, [first]: MEGABYTE_STRING }),
    );
    add(`${first} is 20 000 characters`, () =>
      open().send({ ...endpoint.valid, [first]: 'y'.repeat(20_000) }),
    );
    add(
      'a prototype-polluting body',
      raw('application/json', `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`),
    );
    add('invalid JSON', raw('application/json', '{"a": '));
    add('a JSON null', raw('application/json', 'null'));
    add('a JSON string', raw('application/json', '"just a string"'));
    add('a JSON array', raw('application/json', '[1, 2, 3]'));
    add(
      'JSON sent as text/plain',
      raw('text/plain', JSON.stringify(endpoint.valid).replace('{', '{"x":1,')),
    );
    add('a form-encoded body', raw('application/x-www-form-urlencoded', 'a=1&b=2'));
    add(
      'XML',
      raw(
        'application/xml',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      ),
    );
    add('an unsupported charset', raw('application/json; charset=utf-7', '{}'));
    add(
      'gzip that is not gzip',
      raw('application/json', Buffer.from('definitely not gzip'), 'gzip'),
    );
    add(
      'a gzip bomb (10 MB of JSON from 10 KB)',
      raw('application/json', gzipSync(`{"a":"${'0'.repeat(10 * 1024 * 1024)}"}`), 'gzip'),
    );
    add('an unsupported content encoding', raw('application/json', '{}', 'compress'));
  }
  return cases;
}

function multipartCases(context: CorpusContext): MalformedCase[] {
  const { server, token, chatId } = context;
  const path = server.api(API_PATHS.thumbnails(chatId));
  const post = () => request(server.url).post(path).set(bearer(token));
  const withFields = (req: request.Test, fields: Record<string, string> = FORM) => {
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req;
  };
  const cases: MalformedCase[] = [];
  const add = (name: string, send: () => request.Test) =>
    cases.push({
      name: `POST /thumbnail: ${name}`,
      api: true,
      send: async () => answerOf(await send()),
    });

  for (const file of HOSTILE_FILES) {
    add(file.name, () =>
      withFields(post()).attach('file', file.bytes, {
        filename: file.filename,
        contentType: file.type,
      }),
    );
  }
  add('no file', () => withFields(post()));
  add('an empty file', () =>
    withFields(post()).attach('file', Buffer.alloc(0), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    }),
  );
  for (const missing of Object.keys(FORM)) {
    const rest: Record<string, string> = { ...FORM };
    delete rest[missing];
    add(`no ${missing}`, () =>
      withFields(post(), rest).attach('file', fixture('rocket.jpg'), 'photo.jpg'),
    );
  }
  add('an unknown genre', () =>
    withFields(post(), { ...FORM, genre: 'horror' }).attach(
      'file',
      fixture('rocket.jpg'),
      'photo.jpg',
    ),
  );
  add('a 1 MB prompt', () =>
    withFields(post(), { ...FORM, prompt: MEGABYTE_STRING }).attach(
      'file',
      fixture('rocket.jpg'),
      'photo.jpg',
    ),
  );
  add('a file over 10 MB', () =>
    withFields(post()).attach('file', Buffer.alloc(10 * 1024 * 1024 + 10, 0xff), 'photo.jpg'),
  );
  add('two files', () =>
    withFields(post())
      .attach('file', fixture('rocket.jpg'), 'photo.jpg')
      .attach('file', fixture('coffee.png'), 'second.png'),
  );
  add('fields only as JSON', () => post().send({ ...FORM }));
  add('multipart without a boundary', () =>
    post().set('Content-Type', 'multipart/form-data').send('--x\r\n\r\n'),
  );
  const boundary = 'abuseBoundary';
  const head = Object.entries(FORM)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const truncated = Buffer.concat([
    Buffer.from(head + filePart),
    fixture('rocket.jpg').subarray(0, 2000),
  ]);
  add('a body cut off inside the file', () =>
    post().set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(truncated),
  );
  add('a body cut off inside a field', () =>
    post()
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(head.slice(0, head.length - 20)),
  );
  add('a part without headers', () =>
    post()
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(`--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`),
  );
  add('a malformed chat id', () =>
    withFields(
      request(server.url).post(server.api('/thumbnail/..%2f..%2fchat')).set(bearer(token)),
    ).attach('file', fixture('rocket.jpg'), 'photo.jpg'),
  );
  return cases;
}

const TRAVERSALS = [
  '../../keys/session-private.pem',
  '../../thumbforge.sqlite',
  '..%2f..%2fkeys%2fsession-private.pem',
  '%2e%2e/%2e%2e/keys/session-private.pem',
  '%2e%2e%2f%2e%2e%2fthumbforge.sqlite',
  'users%2f..%2f..%2fthumbforge.sqlite',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'users/x/a.jpg%00.png',
  // A raw NUL byte in the request line.
  'users/x/a.jpg\u0000.png',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/keys/session-private.pem',
  '%c0%af..%c0%afetc%c0%afpasswd',
  '..%5c..%5ckeys%5csession-private.pem',
  '%252e%252e%252fkeys%252fsession-private.pem',
  '',
];

function traversalCases(context: CorpusContext): MalformedCase[] {
  const { server, token, chatId } = context;
  const cases: MalformedCase[] = [];
  const filesPrefix = `${API_PREFIX}${API_PATHS.files}`;
  for (const path of TRAVERSALS) {
    for (const query of ['', '?sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      cases.push({
        name: `GET ${filesPrefix}${path}${query}`,
        api: true,
        send: async () => {
          const res = await rawGet(server.port, `${filesPrefix}${path}${query}`);
          return {
            status: res.status,
            contentType: res.headers['content-type'] ?? '',
            text: res.body,
          };
        },
      });
    }
  }
  const hostileUrls = [
    `${filesPrefix}../../keys/session-private.pem`,
    `${filesPrefix}%2e%2e%2f%2e%2e%2fthumbforge.sqlite?sig=x`,
    'file:///etc/passwd',
    'http://169.254.169.254/latest/meta-data/',
    '/etc/passwd',
  ];
  for (const url of hostileUrls) {
    cases.push({
      name: `PUT /thumbnail with url ${url}`,
      api: true,
      send: async () =>
        answerOf(
          await request(server.url)
            .put(server.api(API_PATHS.thumbnails(chatId)))
            .set(bearer(token))
            .send({ url, prompt: 'brighter' }),
        ),
    });
    cases.push({
      name: `POST /download/download-zip with ${url}`,
      api: true,
      send: async () =>
        answerOf(
          await request(server.url)
            .post(server.api(API_PATHS.downloadZip))
            .set(bearer(token))
            .send({ imageUrls: [url] }),
        ),
    });
  }
  for (const path of [
    '/../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fkeys%2fsession-private.pem',
  ]) {
    cases.push({
      name: `GET ${path} (web app)`,
      api: false,
      send: async () => {
        const res = await rawGet(server.port, path, { Accept: '*/*' });
        return {
          status: res.status,
          contentType: res.headers['content-type'] ?? '',
          text: res.body,
        };
      },
    });
  }
  return cases;
}

function headerCases(context: CorpusContext): MalformedCase[] {
  const { server, token } = context;
  const me = `${API_PREFIX}${API_PATHS.me}`;
  const raw = (name: string, bytes: string): MalformedCase => ({
    name,
    api: true,
    send: async () => {
      const res = await rawRequest(server.port, bytes);
      return { status: res.status, contentType: res.headers['content-type'] ?? '', text: res.body };
    },
  });
  const get = (headers: string) =>
    `GET ${me} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;
  return [
    raw('a bare CR inside a header value', get(`X-Note: a\rInjected: yes\r\n`)),
    raw(
      'a bare LF inside the Authorization value',
      get(`Authorization: Bearer a\nSet-Cookie: x=1\r\n`),
    ),
    raw('a NUL byte in a header value', get(`X-Note: a\u0000b\r\n`)),
    raw('a header line without a colon', get(`Not a header\r\n`)),
    raw('a space before the colon', get(`Authorization : Bearer ${token}\r\n`)),
    raw('a 100 KB header', get(`X-Filler: ${'a'.repeat(100 * 1024)}\r\n`)),
    raw('a 20 KB bearer token', get(`Authorization: Bearer ${'a'.repeat(20 * 1024)}\r\n`)),
    raw(
      '3000 small headers',
      get(Array.from({ length: 3000 }, (_, i) => `X-H${i}: v\r\n`).join('')),
    ),
    raw('an 8 KB bearer token', get(`Authorization: Bearer ${'a'.repeat(8 * 1024)}.b.c\r\n`)),
    raw(
      'duplicate Authorization, the first one garbage',
      get(`Authorization: Bearer garbage\r\nAuthorization: Bearer ${token}\r\n`),
    ),
    raw('CRLF smuggled into the request id', get(`X-Request-Id: abc%0d%0aSet-Cookie:%20x=1\r\n`)),
    raw(
      'Content-Length that is not a number',
      `POST ${me} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: abc\r\n\r\n`,
    ),
    raw(
      'Content-Length with Transfer-Encoding (request smuggling)',
      `POST ${API_PREFIX}${API_PATHS.chats} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ),
    raw(
      'an invalid chunk size',
      `POST ${API_PREFIX}${API_PATHS.chats} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ),
    raw('an unknown method', `FROB ${me} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    raw('a request line without a version', `GET ${me}\r\nHost: localhost\r\n\r\n`),
  ];
}

function methodCases(context: CorpusContext): MalformedCase[] {
  const { server, token } = context;
  const cases: MalformedCase[] = [];
  const attempts: [string, string][] = [
    ['PATCH', API_PATHS.chat(context.chatId)],
    ['PATCH', API_PATHS.me],
    ['PROPFIND', API_PATHS.chats],
    ['MKCOL', API_PATHS.chats],
    ['TRACE', API_PATHS.me],
    ['DELETE', API_PATHS.config],
    ['PUT', '/health'],
    ['POST', API_PATHS.me],
    ['GET', API_PATHS.paymentWebhook],
    ['DELETE', API_PATHS.payments],
    ['GET', '/no/such/route'],
    ['GET', API_PATHS.chat(context.chatId)],
  ];
  for (const [method, path] of attempts) {
    cases.push({
      name: `${method} ${path}`,
      api: true,
      send: async () => {
        const body = '';
        const res = await rawRequest(
          server.port,
          `${method} ${API_PREFIX}${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
            `Authorization: Bearer ${token}\r\nContent-Length: 0\r\n\r\n${body}`,
        );
        return {
          status: res.status,
          contentType: res.headers['content-type'] ?? '',
          text: res.body,
        };
      },
    });
  }
  return cases;
}

function authCases(context: CorpusContext): MalformedCase[] {
  const { server, token } = context;
  const authorizations: [string, string][] = [
    ['the scheme alone', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['Basic credentials', 'Basic dXNlcjpwYXNzd29yZA=='],
    ['a lower-case scheme', `bearer ${token}`],
    ['a valid token with trailing text', `Bearer ${token} extra`],
    ['three empty-ish parts', 'Bearer a.b.c'],
    ['dots only', 'Bearer ....'],
    [
      'an unsigned token (alg none)',
      `Bearer ${unsignedToken({ sub: 'user_x', sid: 'sess_x', azp: 'http://localhost:5173' })}`,
    ],
    ['a token whose subject was changed', `Bearer ${withPayload(token, { sub: 'user_other' })}`],
    ['a token with its signature cut off', `Bearer ${token.split('.').slice(0, 2).join('.')}.`],
  ];
  return authorizations.map(([label, authorization]) => ({
    name: `GET /auth/me with ${label}`,
    api: true,
    send: async () =>
      answerOf(
        await request(server.url).get(server.api(API_PATHS.me)).set('Authorization', authorization),
      ),
  }));
}

/**
 * Refund and dispute webhooks signed with the server's own secret, whose entity is not one: each
 * must be refused before any token moves.
 */
function refundWebhookBodies(): [string, string][] {
  const refund = { id: 'rfnd_Abuse00000001', payment_id: 'pay_Abuse000000001', currency: 'INR' };
  const bodies: [string, string, Record<string, unknown>][] = [
    ['an amount as text', 'refund.processed', { ...refund, amount: '80000' }],
    ['a negative amount', 'refund.processed', { ...refund, amount: -80_000 }],
    ['a fractional amount', 'refund.processed', { ...refund, amount: 800.5 }],
    ['no payment id', 'refund.processed', { id: refund.id, amount: 80_000, currency: 'INR' }],
    ['an empty id', 'refund.processed', { ...refund, id: '', amount: 80_000 }],
    ['another currency', 'refund.processed', { ...refund, amount: 80_000, currency: 'USD' }],
    ['an amount as text', 'payment.dispute.created', { ...refund, amount: '80000' }],
    ['an id of 10 KB', 'payment.dispute.created', { ...refund, id: 'd'.repeat(10_240), amount: 1 }],
  ];
  return bodies.map(([label, event, entity]) => {
    const key = event === 'refund.processed' ? 'refund' : 'dispute';
    return [
      `signed ${event} webhook with ${label}`,
      JSON.stringify({ event, payload: { [key]: { entity } } }),
    ];
  });
}

function publicRouteCases(context: CorpusContext): MalformedCase[] {
  const { server } = context;
  const webhook = () => request(server.url).post(server.api(API_PATHS.paymentWebhook));
  const add = (name: string, send: () => request.Test): MalformedCase => ({
    name,
    api: true,
    send: async () => answerOf(await send()),
  });
  return [
    add('webhook without a signature', () =>
      webhook().set('Content-Type', 'application/json').send('{}'),
    ),
    add('webhook with a wrong signature', () =>
      webhook()
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', 'f'.repeat(64))
        .set('X-Razorpay-Event-Id', 'evt_1')
        .send('{"event":"payment.captured"}'),
    ),
    add('webhook as text/plain', () => webhook().set('Content-Type', 'text/plain').send('hello')),
    ...refundWebhookBodies().map(([name, body]) =>
      add(name, () =>
        webhook()
          .set('Content-Type', 'application/json')
          .set(
            'X-Razorpay-Signature',
            webhookSignature(server.deps.payments.secrets.webhookSecret, body),
          )
          .set('X-Razorpay-Event-Id', `evt_${name.length}_${body.length}`)
          .send(body),
      ),
    ),
    add('webhook over 256 KB', () =>
      webhook()
        .set('Content-Type', 'application/json')
        .send(`{"pad":"${'p'.repeat(300 * 1024)}"}`),
    ),
    add('token refresh without a session cookie', () =>
      request(server.url).post(server.api(API_PATHS.localAuth.token)),
    ),
    add('token refresh with a forged session cookie', () =>
      request(server.url)
        .post(server.api(API_PATHS.localAuth.token))
        .set('Cookie', '__session=forged-secret-value'),
    ),
    add('token refresh with a cookie header full of junk', () =>
      request(server.url)
        .post(server.api(API_PATHS.localAuth.token))
        .set('Cookie', `__session=%E0%A4%A; a=${'b'.repeat(4000)}`),
    ),
    add('a receipt id with a traversal', () =>
      request(server.url).get(server.api('/payment/..%2f..%2fkeys')).set(bearer(context.token)),
    ),
    add('a pin of a chat id full of dots', () =>
      request(server.url)
        .get(server.api('/chat/pin/....................'))
        .set(bearer(context.token)),
    ),
    add('events with a query full of junk', () =>
      request(server.url).get(server.api(`${API_PATHS.events}?${'a=%ZZ&'.repeat(100)}`)),
    ),
  ];
}

/** At least 200 malformed requests, each of which must be refused with a 4xx. */
export function malformedCorpus(context: CorpusContext): MalformedCase[] {
  return [
    ...jsonCases(context),
    ...multipartCases(context),
    ...traversalCases(context),
    ...headerCases(context),
    ...methodCases(context),
    ...authCases(context),
    ...publicRouteCases(context),
  ];
}
