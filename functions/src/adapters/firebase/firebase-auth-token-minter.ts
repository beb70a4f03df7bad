import type { Auth } from 'firebase-admin/auth';
import { UpstreamFailed } from '../../core/errors.js';
import type { FirebaseTokenMinter } from '../../core/ports/firebase-token-minter.port.js';

/**
 * Custom tokens from the Admin SDK. Under Cloud Functions the SDK signs them through IAM
 * (`signBlob`), so the runtime's service account needs the Service Account Token Creator role.
 */
export function createFirebaseAuthTokenMinter(auth: Auth): FirebaseTokenMinter {
  return {
    async mint(userId) {
      try {
        return await auth.createCustomToken(userId);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new UpstreamFailed(
          'We could not connect you to live updates. Please try again.',
          detail,
        );
      }
    },
  };
}
