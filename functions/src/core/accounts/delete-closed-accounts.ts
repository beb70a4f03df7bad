import type { ApiKeyStore } from '../ports/api-key-store.port.js';
import type { ChatStore } from '../ports/chat-store.port.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { IdentityDirectory } from '../ports/identity-directory.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { MessageStore } from '../ports/message-store.port.js';
import type { PaymentRetention } from '../ports/payment-retention.port.js';
import type { UserStore } from '../ports/user-store.port.js';
import { closedAccountsCutoff } from './retention-rules.js';

export interface DeleteAccountPorts {
  users: UserStore;
  directory: IdentityDirectory;
  chats: ChatStore;
  messages: MessageStore;
  files: FileStore;
  paymentRecords: PaymentRetention;
  apiKeys: ApiKeyStore;
  logger: Logger;
}

/** The folder of every file a user has (uploads and thumbnails of all their chats). */
function userFilesPrefix(userId: string): string {
  return `users/${userId}/`;
}

const BATCH = 50;

/**
 * Deletes everything personal of one account: the sign-in identity first (so nobody signs in to
 * half an account), then chats, messages, files, and last the user document with its ledger and
 * preferences, which marks the work as done. Payment records stay, unlinked from the person.
 * Every step tolerates what an earlier, interrupted run already deleted.
 */
export async function deleteAccountData(userId: string, ports: DeleteAccountPorts): Promise<void> {
  await ports.directory.deleteIdentity(userId);
  for (const chat of await ports.chats.listByOwner(userId)) {
    await ports.messages.deleteByChat(chat.id);
    await ports.chats.delete(userId, chat.id);
  }
  await ports.files.deleteByPrefix(userFilesPrefix(userId));
  await ports.paymentRecords.unlinkOwner(userId);
  await ports.apiKeys.deleteByUser(userId);
  await ports.users.delete(userId);
}

/**
 * Deletes the accounts whose 30 days after closing are over at `asOf`; answers their ids. One
 * account that fails is logged and retried by the next sweep; the others go on.
 */
export async function deleteClosedAccounts(
  asOf: Date,
  ports: DeleteAccountPorts,
): Promise<string[]> {
  const deleted: string[] = [];
  const failed = new Set<string>();
  for (;;) {
    const due = (
      await ports.users.listClosedBefore(closedAccountsCutoff(asOf), BATCH + failed.size)
    ).filter((user) => !failed.has(user.id));
    if (due.length === 0) return deleted;
    for (const user of due) {
      try {
        await deleteAccountData(user.id, ports);
        deleted.push(user.id);
      } catch (error) {
        failed.add(user.id);
        ports.logger.error('deleting a closed account failed; the next sweep retries', {
          userId: user.id,
          error,
        });
      }
    }
  }
}
