import { createClerkClient } from '@clerk/backend';
import { isClerkAPIResponseError } from '@clerk/backend/errors';
import { UpstreamFailed } from '../../core/errors.js';
import type { IdentityDirectory } from '../../core/ports/identity-directory.port.js';

export interface ClerkIdentityDirectoryOptions {
  secretKey: string;
  /** Clerk's Backend API origin; only tests point it elsewhere (a local fake). */
  apiUrl?: string;
}

/**
 * Profiles from Clerk's Backend API (`GET /v1/users/{id}`). The caller asks only when it creates
 * the user document, which then caches the profile, so Clerk is asked once per user.
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
        if (isClerkAPIResponseError(error) && error.status === 404) return null;
        const status = isClerkAPIResponseError(error) ? `HTTP ${error.status}` : 'no answer';
        const detail = error instanceof Error ? error.message : String(error);
        throw new UpstreamFailed(
          'We could not load your account details. Please try again.',
          `Clerk GET /v1/users/${userId} failed (${status}): ${detail}`,
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
  };
}
