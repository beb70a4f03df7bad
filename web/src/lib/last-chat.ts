import { isRecordId } from '@thumbforge/contract';
import { dashboardChat, paths } from '@/config/paths';
import { browserStorage, type KeyValueStorage } from './browser-storage';

const KEY = 'thumbforge:lastChat';

// Per tab: a purchase in one tab returns to the chat of that tab. Without storage the dashboard
// opens with no chat selected, nothing worse.
const storage = () => browserStorage('sessionStorage');

/** Remembers the chat open on the dashboard, to come back to it after a detour (buying tokens). */
export function rememberChat(chatId: string, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(KEY, chatId);
  } catch {
    // See storage().
  }
}

/** The dashboard, with the chat last open in this tab selected when there is one. */
export function dashboardWithLastChat(store: KeyValueStorage | null = storage()): string {
  let chatId: string | null = null;
  try {
    chatId = store?.getItem(KEY) ?? null;
  } catch {
    chatId = null;
  }
  return isRecordId(chatId) ? dashboardChat(chatId) : paths.dashboard;
}
