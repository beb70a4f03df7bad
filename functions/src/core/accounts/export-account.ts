import { ACCOUNT_EXPORT, fileNameStem, type BrandKit } from '@thumbforge/contract';
import { NotFound } from '../errors.js';
import { listPayments } from '../payments/list-payments.js';
import type { PaymentPorts } from '../payments/payment-ports.js';
import type { ChatStore } from '../ports/chat-store.port.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { MessageStore } from '../ports/message-store.port.js';
import type { TokenLedger } from '../ports/token-ledger.port.js';
import type { LazyZipEntry, ZipEntry } from '../ports/zip-writer.port.js';
import {
  getOrCreateCurrentUser,
  type CurrentUserPorts,
} from '../users/get-or-create-current-user.js';

interface ExportAccountPorts extends CurrentUserPorts {
  chats: ChatStore;
  messages: MessageStore;
  files: FileStore;
  ledger: TokenLedger;
  payments: Pick<PaymentPorts, 'store'>;
}

/**
 * Each chat's folder in the zip, named after its title (`i-tried-living-on-mars`); a title two
 * chats share gets `-2`, `-3`... so every folder, and so every file, stays unique.
 */
export function chatFolders(chats: readonly { id: string; title: string }[]): Map<string, string> {
  const folders = new Map<string, string>();
  const taken = new Set<string>();
  for (const chat of chats) {
    const stem = fileNameStem(chat.title, 'chat');
    let folder = stem;
    for (let count = 2; taken.has(folder); count += 1) folder = `${stem}-${count}`;
    taken.add(folder);
    folders.set(chat.id, folder);
  }
  return folders;
}

/** Where a stored file goes in the zip: `images/<chat folder>/...`, unique as its path is. */
function zipNameOf(userId: string, path: string, folders: ReadonlyMap<string, string>): string {
  const chatsFolder = `users/${userId}/chats/`;
  if (!path.startsWith(chatsFolder)) return `${ACCOUNT_EXPORT.imagesFolder}${path}`;
  const [chatId = '', ...rest] = path.slice(chatsFolder.length).split('/');
  const folder = folders.get(chatId) ?? chatId;
  return `${ACCOUNT_EXPORT.imagesFolder}${[folder, ...rest].join('/')}`;
}

/** The brand kit as exported: its logo named by its place in the zip rather than its path. */
function brandKitExport(kit: BrandKit | null, fileEntry: (path: string) => string) {
  if (!kit) return null;
  const { logoPath, ...rest } = kit;
  return { ...rest, logo: logoPath ? fileEntry(logoPath) : null };
}

/**
 * A copy of everything the caller has (the right to a copy of one's data): every photo and
 * thumbnail as a file, read only when the zip reaches it, and one JSON file of the account,
 * preferences, brand kit (its logo as a file), chats with their messages, token ledger and payments, which names each image by
 * its place in the zip. Only the caller's own data: every query names them.
 */
export async function exportAccount(
  userId: string,
  ports: ExportAccountPorts,
): Promise<ZipEntry[]> {
  const user = await getOrCreateCurrentUser(userId, ports);
  const images = new Map<string, LazyZipEntry>();
  const ownChats = await ports.chats.listByOwner(userId);
  const folders = chatFolders(ownChats);
  /** Each stored file once in the zip, read only when the zip reaches it; answers its name. */
  const fileEntry = (path: string): string => {
    const name = zipNameOf(userId, path, folders);
    images.set(name, {
      name,
      async read() {
        const file = await ports.files.read(path);
        if (!file) throw new NotFound('An image of the export is missing', `no file ${path}`);
        return file.bytes;
      },
    });
    return name;
  };
  const chats = [];
  for (const chat of ownChats) {
    const messages = (await ports.messages.listByChat(chat.id)).map((message) => ({
      id: message.id,
      role: message.role,
      text: message.text,
      status: message.status,
      meta: message.meta,
      createdAt: message.createdAt,
      imagesExpiredAt: message.imagesExpiredAt ?? null,
      images: message.images.map(({ path }) => fileEntry(path)),
    }));
    chats.push({ ...chat, messages });
  }
  const data = {
    exportedAt: ports.now().toISOString(),
    account: {
      id: user.id,
      fullName: user.fullName,
      firstName: user.firstName,
      emailAddresses: user.emailAddresses.map(({ emailAddress }) => emailAddress),
      tokenBalance: user.tokenBalance,
      closedAt: user.closedAt ?? null,
    },
    preferences: user.preferences,
    brandKit: brandKitExport(user.brandKit ?? null, fileEntry),
    chats,
    ledger: await ports.ledger.entries(userId),
    payments: await listPayments(userId, ports.payments),
  };
  return [{ name: ACCOUNT_EXPORT.dataFile, json: data }, ...images.values()];
}
