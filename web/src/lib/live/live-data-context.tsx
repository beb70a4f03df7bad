import type { Chat, Message, Payment, User } from '@thumbforge/contract';
import { createContext, useContext, type ReactNode } from 'react';
import type { LiveData, LiveQuery } from './live-data';

const LiveDataContext = createContext<LiveData | null>(null);

/** Makes the chosen live implementation's hooks available and starts it for everything below. */
export function LiveDataProvider({ live, children }: { live: LiveData; children: ReactNode }) {
  return (
    <LiveDataContext value={live}>
      <live.Provider>{children}</live.Provider>
    </LiveDataContext>
  );
}

function useLiveData(): LiveData {
  const live = useContext(LiveDataContext);
  if (!live) throw new Error('live data hooks must be used inside <LiveDataProvider>');
  return live;
}

// The implementation is fixed for the page's lifetime, so its hooks are called unconditionally.
export const useChats = (): LiveQuery<Chat[]> => useLiveData().useChats();
export const useChatMessages = (chatId: string | null): LiveQuery<Message[]> =>
  useLiveData().useChatMessages(chatId);
export const useLiveUser = (): LiveQuery<User> => useLiveData().useUser();
export const usePayments = (): LiveQuery<Payment[]> => useLiveData().usePayments();
