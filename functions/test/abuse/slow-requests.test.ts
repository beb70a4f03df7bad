import { describe, expect, it } from 'vitest';
import { API_PATHS, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { rawRequest } from '../support/raw-http.js';
import { serverPerSuite } from '../support/test-server.js';

/** Issue 32: the embedded server gives a client's headers and body a deadline of their own. */
describe('requests that arrive too slowly', () => {
  const suite = serverPerSuite({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });

  async function expectTimedOut(bytes: string): Promise<void> {
    const answer = await rawRequest(suite.server.port, bytes, 10_000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      message: THUMBNAIL_MESSAGES.requestTimedOut,
      code: 'request_timeout',
    });
  }

  it('answers 408 in JSON to headers that never end', async () => {
    await expectTimedOut(`GET ${suite.server.api(API_PATHS.me)} HTTP/1.1\r\nHost: localhost\r\n`);
  });

  it('answers 408 in JSON to a JSON body that never ends', async () => {
    await expectTimedOut(
      `POST ${suite.server.api(API_PATHS.chats)} HTTP/1.1\r\nHost: localhost\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"title":',
    );
  });
});
