import type { Router } from 'express';
import { API_PATHS } from '@thumbforge/contract';
import { NotFound } from '../core/errors.js';
import { fileOwnerId, linkStillServes, ownerState } from '../core/files/file-link-rules.js';
import type { FileStore } from '../core/ports/file-store.port.js';
import type { FileUrlSigner, LinkOwner } from '../core/ports/file-url-signer.port.js';
import { apiRouter } from './api-router.js';

const FILE_NOT_FOUND = 'File not found';

interface FilesRoutePorts {
  files: FileStore;
  /** Only whether the owner is there, and closed since when. */
  users: { get(userId: string): Promise<(LinkOwner & { id: string }) | null> };
  now: () => Date;
}

const EXPIRY = /^\d{1,12}$/;

/**
 * File serving: `GET /files/<path>?exp=<unix seconds>&sig=<signature>`, from disk or Cloud
 * Storage, for every stored file; no client reads a file any other way. The signed link
 * is the capability (an <img> sends no bearer); an expired one, one made before its owner's
 * account closed or reopened, one of an account past deletion, or a wrong one looks exactly like
 * a missing file.
 */
export function filesRoutes(ports: FilesRoutePorts, signer: FileUrlSigner): Router {
  return apiRouter().get(`${API_PATHS.files}*path`, async (req, res) => {
    // The raw (still percent-encoded) path is what was signed; the store refuses anything unsafe.
    const path = req.path.slice(API_PATHS.files.length);
    const { exp, sig } = req.query;
    const expiresAt = typeof exp === 'string' && EXPIRY.test(exp) ? Number(exp) : 0;
    const ownerId = fileOwnerId(path);
    const owner = ownerId ? await ports.users.get(ownerId) : null;
    const now = ports.now();
    if (
      !linkStillServes(expiresAt, owner, now) ||
      !signer.verify(
        { path, expiresAt, ownerState: ownerState(owner) },
        typeof sig === 'string' ? sig : undefined,
      )
    ) {
      throw new NotFound(FILE_NOT_FOUND, 'missing, expired, revoked or wrong file link');
    }
    let file;
    try {
      file = await ports.files.read(path);
    } catch (error) {
      if (error instanceof RangeError) throw new NotFound(FILE_NOT_FOUND, error.message);
      throw error;
    }
    if (!file) throw new NotFound(FILE_NOT_FOUND, 'signed file is gone');
    const secondsLeft = Math.max(0, expiresAt - Math.floor(now.getTime() / 1000));
    res.set({
      'Content-Type': file.contentType,
      // Kept by the browser no longer than the link lives.
      'Cache-Control': `private, max-age=${secondsLeft}, immutable`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(file.bytes);
  });
}
