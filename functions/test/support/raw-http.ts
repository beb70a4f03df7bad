import { connect } from 'node:net';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 response in `text` (no chunked bodies: the API sends lengths). */
function parseResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: end === -1 ? '' : text.slice(end + 4),
  };
}

/**
 * Sends bytes exactly as given over a fresh socket and reads until the server closes it or
 * `timeoutMs` passes: for requests an HTTP client refuses to send (CR/LF in a header value, a
 * path with `..`, an unknown method). The request should carry `Connection: close`.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 10_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no complete answer in time'));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks).toString('latin1')));
    });
    socket.write(bytes);
  });
}

/** A GET with the path sent byte for byte. */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return rawRequest(port, `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}
