import type { LiveData } from '../live-data';
import { SseLiveProvider } from './sse-live-provider';
import { useSseChatMessages, useSseChats, useSsePayments, useSseUser } from './use-sse-query';

/** The embedded runtime's live data: the server's change stream plus refetches. */
export const sseLiveData: LiveData = {
  Provider: SseLiveProvider,
  useChats: useSseChats,
  useChatMessages: useSseChatMessages,
  useUser: useSseUser,
  usePayments: useSsePayments,
};
