import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@thumbforge/contract';

const HEADERS_TOO_LARGE: ErrorBody = {
  message: 'The request headers are too large',
  code: 'payload_too_large',
};
const MALFORMED: ErrorBody = { message: 'The request is malformed', code: 'invalid_input' };

/**
 * Node's HTTP parser refuses a request it cannot read (a CR or LF inside a header value, an
 * unknown method, headers over its limit) before Express sees it. This answers those in the
 * API's `{ message, code }` shape instead of a bare status line, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(tooLarge ? HEADERS_TOO_LARGE : MALFORMED);
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
