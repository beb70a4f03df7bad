import express from 'express';
import request from 'supertest';
import { API_PREFIX } from '@thumbforge/contract';
import { createHmacFileUrlSigner } from '../../src/adapters/file-links/hmac-file-url-signer.js';
import { createSignedFileLinks } from '../../src/adapters/file-links/signed-file-links.js';
import type { FileStore } from '../../src/core/ports/file-store.port.js';
import { filesRoutes } from '../../src/http/files.routes.js';
import { errorHandler } from '../../src/http/middleware/errors.js';
import { requestId } from '../../src/http/middleware/request-id.js';
import { createCaptureLogger } from './capture-logger.js';

const OPEN_OWNER = { get: async (id: string) => ({ id, closedAt: null }) };

/**
 * Reads a stored file as a browser does: through `GET /files/*` with a link signed now for an
 * open account, the way every runtime serves its files.
 */
export function fetchThroughApi(files: FileStore) {
  const signer = createHmacFileUrlSigner(Buffer.alloc(32, 7));
  const links = createSignedFileLinks(signer);
  const now = () => new Date();
  const app = express()
    .use(requestId(createCaptureLogger().logger))
    .use(API_PREFIX, filesRoutes({ files, users: OPEN_OWNER, now }, signer))
    .use(errorHandler);
  return async (path: string) => {
    const res = await request(app)
      .get(links.linkFor(path, {}, now()))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return {
      status: res.status,
      bytes: res.body as Buffer,
      contentType: res.headers['content-type'] ?? null,
    };
  };
}
