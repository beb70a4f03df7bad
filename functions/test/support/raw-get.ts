import { request, type IncomingHttpHeaders } from 'node:http';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, not decoded. */
  body: Buffer;
}

/**
 * A GET that sends exactly `headers` and hands back the bytes as they came (supertest and fetch
 * ask for and undo compression themselves, which would hide what the server sent).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
