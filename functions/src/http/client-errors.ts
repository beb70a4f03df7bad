import type { Duplex } from 'node:stream';
import { THUMBNAIL_MESSAGES, type ErrorBody } from '@thumbforge/contract';

const HEADERS_TOO_LARGE: ErrorBody = {
  message: 'The request headers are too large',
  code: 'payload_too_large',
};
const MALFORMED: ErrorBody = { message: 'The request is malformed', code: 'invalid_input' };
const TIMED_OUT: ErrorBody = {
  message: THUMBNAIL_MESSAGES.requestTimedOut,
  code: 'request_timeout',
};

/** What Node's parser refused, as a status line and the API's body. */
function answerOf(code: string | undefined): [string, ErrorBody] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return ['431 Request Header Fields Too Large', HEADERS_TOO_LARGE];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['408 Request Timeout', TIMED_OUT];
  return ['400 Bad Request', MALFORMED];
}

/**
 * Node's HTTP parser refuses a request it cannot read (a CR or LF inside a header value, an
 * unknown method, headers over its limit, a request slower than its deadline) before Express
 * sees it, or while Express waits for the body. This answers those in the API's
 * `{ message, code }` shape instead of a bare status line, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // An answer already begun (the app refused an upload still arriving) cannot take another.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, answer] = answerOf(error.code);
  const body = JSON.stringify(answer);
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
