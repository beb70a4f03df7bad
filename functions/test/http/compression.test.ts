import { request } from 'node:http';
import { bearer } from '../support/payments.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PATHS, runtimeConfigSchema } from '@thumbforge/contract';
import { rawGet } from '../support/raw-get.js';
import { serverPerSuite, signUp } from '../support/test-server.js';

describe('compressed API answers', () => {
  const suite = serverPerSuite();

  const configUrl = () => `${suite.server.url}${suite.server.api(API_PATHS.config)}`;

  it('sends JSON as brotli or gzip, whichever the client prefers, and says it varies', async () => {
    const brotli = await rawGet(configUrl(), { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const config = runtimeConfigSchema.parse(
      JSON.parse(brotliDecompressSync(brotli.body).toString()),
    );

    const gzip = await rawGet(configUrl(), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(config);
  });

  it('sends JSON plain to a client that accepts no encoding', async () => {
    const plain = await rawGet(configUrl());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(runtimeConfigSchema.safeParse(JSON.parse(plain.body.toString())).success).toBe(true);
  });

  it('never compresses the change stream, so each event arrives as it is written', async () => {
    const { token } = await signUp(suite.server);
    const firstChunk = await new Promise<{ encoding: unknown; text: string }>((resolve, reject) => {
      const req = request(
        `${suite.server.url}${suite.server.api(API_PATHS.events)}`,
        {
          agent: false,
          headers: {
            ...bearer(token),
            Accept: 'text/event-stream',
            'Accept-Encoding': 'gzip, deflate, br',
          },
        },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ encoding: res.headers['content-encoding'], text: chunk.toString() });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end();
      // A compressor holding the events back would leave this open stream silent.
      setTimeout(() => {
        req.destroy();
        reject(new Error('the stream sent nothing within 5 s'));
      }, 5000).unref();
    });
    expect(firstChunk.encoding).toBeUndefined();
    // The stream stays open, so a buffering compressor would never have let this through.
    expect(firstChunk.text).toContain('event: ready');
  });
});
