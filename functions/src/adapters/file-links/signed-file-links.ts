import { grantAt, storedFileUrl } from '../../core/files/file-link-rules.js';
import type { FileLinks, FileUrlSigner } from '../../core/ports/file-url-signer.port.js';

/** Links the API serves in both runtimes: `/api/v1/files/<path>?exp=<unix seconds>&sig=<signature>`. */
export function createSignedFileLinks(signer: FileUrlSigner): FileLinks {
  return {
    linkFor(path, owner, at) {
      const grant = grantAt(path, owner, at);
      return `${storedFileUrl(path)}?exp=${grant.expiresAt}&sig=${signer.sign(grant)}`;
    },
  };
}
