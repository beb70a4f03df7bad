import type { IdentityDirectory } from '../../core/ports/identity-directory.port.js';
import type { LocalAccountStore } from '../../core/ports/local-account-store.port.js';

/** Profiles of the embedded runtime come from the local identity's accounts. */
export function createLocalIdentityDirectory(accounts: LocalAccountStore): IdentityDirectory {
  return {
    async findProfile(userId) {
      const account = await accounts.findAccountById(userId);
      if (!account) return null;
      return {
        fullName: `${account.firstName} ${account.lastName}`,
        firstName: account.firstName,
        emailAddresses: [account.email],
      };
    },
    async deleteIdentity(userId) {
      await accounts.deleteAccount(userId);
    },
  };
}
