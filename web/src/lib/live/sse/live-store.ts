import type { Change, Chat, Message, Payment, User } from '@thumbforge/contract';
import type { ApiClient } from '../../api/api-client';
import { getMe } from '../../auth/get-me';
import { getChatMessages } from '../get-chat-messages';
import { getChats } from './get-chats';
import { getPayments } from './get-payments';
import { createRefetchingQuery, type RefetchingQuery } from './live-query';

export interface LiveStore {
  chats: RefetchingQuery<Chat[]>;
  user: RefetchingQuery<User>;
  messages: (chatId: string) => RefetchingQuery<Message[]>;
  payments: RefetchingQuery<Payment[]>;
  /** What a `change` event names is refetched. */
  apply: (change: Change) => void;
  /** After a reconnect or a hidden tab, anything may have changed. */
  refetchAll: () => void;
  /** The open chats' messages again, for image links signed anew before the old ones expire. */
  refreshLinks: () => void;
}

/** One signed-in session's server data. */
export function createLiveStore(api: ApiClient): LiveStore {
  const chats = createRefetchingQuery(() => getChats(api));
  const user = createRefetchingQuery(() => getMe(api));
  const payments = createRefetchingQuery(() => getPayments(api));
  const messagesByChat = new Map<string, RefetchingQuery<Message[]>>();

  function messages(chatId: string) {
    let query = messagesByChat.get(chatId);
    if (!query) {
      query = createRefetchingQuery(() => getChatMessages(api, chatId));
      messagesByChat.set(chatId, query);
    }
    return query;
  }

  return {
    chats,
    user,
    messages,
    payments,
    apply(change) {
      switch (change.kind) {
        case 'chats':
          return chats.invalidate();
        case 'messages':
          return messagesByChat.get(change.chatId)?.invalidate();
        case 'user':
          return user.invalidate();
        case 'payments':
          return payments.invalidate();
      }
    },
    refetchAll() {
      chats.invalidate();
      user.invalidate();
      payments.invalidate();
      messagesByChat.forEach((query) => query.invalidate());
    },
    refreshLinks() {
      messagesByChat.forEach((query) => query.invalidate());
    },
  };
}
