import type { Router } from 'express';
import { API_PATHS } from '@thumbforge/contract';
import { NotFound } from '../core/errors.js';
import type { FileStore } from '../core/ports/file-store.port.js';
import type { FileUrlSigner } from '../core/ports/file-url-signer.port.js';
import { apiRouter } from './api-router.js';

const FILE_NOT_FOUND = 'File not found';

/**
 * Embedded file serving: `GET /files/<path>?sig=<signature>`. The signature is the capability (an
 * <img> sends no bearer), so a wrong or missing one looks exactly like a missing file.
 */
export function filesRoutes(files: FileStore, signer: FileUrlSigner): Router {
  return apiRouter().get(`${API_PATHS.files}*path`, async (req, res) => {
    // The raw (still percent-encoded) path is what was signed; the store refuses anything unsafe.
    const path = req.path.slice(API_PATHS.files.length);
    const signature = typeof req.query.sig === 'string' ? req.query.sig : undefined;
    if (!signer.verify(path, signature)) {
      throw new NotFound(FILE_NOT_FOUND, 'missing or wrong file signature');
    }
    let file;
    try {
      file = await files.read(path);
    } catch (error) {
      if (error instanceof RangeError) throw new NotFound(FILE_NOT_FOUND, error.message);
      throw error;
    }
    if (!file) throw new NotFound(FILE_NOT_FOUND, 'signed file is gone');
    res.set({
      'Content-Type': file.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(file.bytes);
  });
}
