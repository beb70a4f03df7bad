import { API_PATHS, API_PREFIX, FILE_LINKS } from '@thumbforge/contract';
import { isPastDeletion } from '../accounts/retention-rules.js';
import type { FileLinkGrant, LinkOwner } from '../ports/file-url-signer.port.js';

/**
 * What a stored message keeps as an image's URL: the path of every link to the file, without the
 * expiry and signature a read adds (FILE_LINKS). It names the file (`imageUrlKey` of any link to
 * it is this), and opens nothing by itself.
 */
export function storedFileUrl(path: string): string {
  return `${API_PREFIX}${API_PATHS.files}${path}`;
}

const OWNED_PATH = /^users\/([A-Za-z0-9_-]+)\//;

/** The user whose folder holds `path` (`users/<uid>/...`), or null for any other path. */
export function fileOwnerId(path: string): string | null {
  return OWNED_PATH.exec(path)?.[1] ?? null;
}

/** Marked so a reopening in the same millisecond as the closing still changes the state. */
export function ownerState(owner: LinkOwner): string {
  if (owner.closedAt) return owner.closedAt;
  return owner.linksValidFrom ? `reopened ${owner.linksValidFrom}` : '';
}

/** What a link made at `now` grants: its expiry rounded up to a step (see FILE_LINKS). */
export function grantAt(path: string, owner: LinkOwner, now: Date): FileLinkGrant {
  const seconds = Math.floor(now.getTime() / 1000) + FILE_LINKS.lifetimeSeconds;
  const expiresAt = Math.ceil(seconds / FILE_LINKS.stepSeconds) * FILE_LINKS.stepSeconds;
  return { path, expiresAt, ownerState: ownerState(owner) };
}

/**
 * Whether a link may still be served at `now`: not expired, and its owner's account is there and
 * not past deletion. The signature, checked against the owner's state now, does the rest: a
 * link made before the account closed (or reopened) no longer matches it.
 */
export function linkStillServes(
  expiresAt: number,
  owner: (LinkOwner & { id: string }) | null,
  now: Date,
): owner is LinkOwner & { id: string } {
  if (!owner || isPastDeletion(owner.closedAt, now)) return false;
  return expiresAt * 1000 > now.getTime();
}
