import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { grantAt } from '../../core/files/file-link-rules.js';
import type { FileLinks, FileUrlSigner } from '../../core/ports/file-url-signer.port.js';

/** The embedded runtime's links: `/api/v1/files/<path>?exp=<unix seconds>&sig=<signature>`. */
export function createSignedFileLinks(signer: FileUrlSigner): FileLinks {
  return {
    linkFor(path, owner, at) {
      const grant = grantAt(path, owner, at);
      return `${API_PREFIX}${API_PATHS.files}${path}?exp=${grant.expiresAt}&sig=${signer.sign(grant)}`;
    },
  };
}
