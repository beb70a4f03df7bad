import { createClerkClient } from '@clerk/backend';
import { isClerkAPIResponseError } from '@clerk/backend/errors';
import { UpstreamFailed } from '../../core/errors.js';
import type { IdentityDirectory } from '../../core/ports/identity-directory.port.js';

interface ClerkIdentityDirectoryOptions {
  secretKey: string;
  /** Clerk's Backend API origin; only tests point it elsewhere (a local fake). */
  apiUrl?: string;
}

/** Clerk's answer as an `UpstreamFailed` the user can act on; the cause goes to the logs. */
function clerkFailed(call: string, error: unknown, message: string): UpstreamFailed {
  const status = isClerkAPIResponseError(error) ? `HTTP ${error.status}` : 'no answer';
  const detail = error instanceof Error ? error.message : String(error);
  return new UpstreamFailed(message, `Clerk ${call} failed (${status}): ${detail}`);
}

const isNotFound = (error: unknown) => isClerkAPIResponseError(error) && error.status === 404;

/**
 * Profiles from Clerk's Backend API (`GET /v1/users/{id}`). The caller asks only when it creates
 * the user document, which then caches the profile, so Clerk is asked once per user. A closed
 * account's last step deletes the Clerk user (`DELETE /v1/users/{id}`).
 */
export function createClerkIdentityDirectory(
  options: ClerkIdentityDirectoryOptions,
): IdentityDirectory {
  const clerk = createClerkClient({ secretKey: options.secretKey, apiUrl: options.apiUrl });
  return {
    async findProfile(userId) {
      let user: Awaited<ReturnType<typeof clerk.users.getUser>>;
      try {
        user = await clerk.users.getUser(userId);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw clerkFailed(
          `GET /v1/users/${userId}`,
          error,
          'We could not load your account details. Please try again.',
        );
      }
      const primary = user.primaryEmailAddress?.emailAddress;
      const others = user.emailAddresses
        .map((address) => address.emailAddress)
        .filter((address) => address !== primary);
      return {
        fullName: user.fullName ?? '',
        firstName: user.firstName ?? '',
        emailAddresses: primary ? [primary, ...others] : others,
      };
    },
    async deleteIdentity(userId) {
      try {
        await clerk.users.deleteUser(userId);
      } catch (error) {
        // Already gone (deleted in Clerk's dashboard, or by an earlier, interrupted sweep).
        if (isNotFound(error)) return;
        throw clerkFailed(`DELETE /v1/users/${userId}`, error, 'Deleting the sign-in failed');
      }
    },
  };
}
