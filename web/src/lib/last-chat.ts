import { isRecordId } from '@thumbforge/contract';
import { dashboardChat, paths } from '@/config/paths';

type ChatStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'thumbforge:lastChat';

// Per tab: a purchase in one tab returns to the chat of that tab. Storage may be missing or
// refuse access (private modes); the dashboard then opens with no chat selected, nothing worse.
function storage(): ChatStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers the chat open on the dashboard, to come back to it after a detour (buying tokens). */
export function rememberChat(chatId: string, store: ChatStorage | null = storage()): void {
  try {
    store?.setItem(KEY, chatId);
  } catch {
    // See storage().
  }
}

/** The dashboard, with the chat last open in this tab selected when there is one. */
export function dashboardWithLastChat(store: ChatStorage | null = storage()): string {
  let chatId: string | null = null;
  try {
    chatId = store?.getItem(KEY) ?? null;
  } catch {
    chatId = null;
  }
  return isRecordId(chatId) ? dashboardChat(chatId) : paths.dashboard;
}
