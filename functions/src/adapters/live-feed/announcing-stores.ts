import type { Change } from '@thumbforge/contract';
import type { ChangeNotifier } from '../../core/ports/change-notifier.port.js';
import type { ChatStore } from '../../core/ports/chat-store.port.js';
import type { GenerationStore } from '../../core/ports/generation-store.port.js';
import type { MessageStore } from '../../core/ports/message-store.port.js';
import type { PaymentRetention } from '../../core/ports/payment-retention.port.js';
import type { PaymentStore } from '../../core/ports/payment-store.port.js';
import type { PreferenceStore } from '../../core/ports/preference-store.port.js';
import type { BrandKitStore } from '../../core/ports/brand-kit-store.port.js';
import type { TokenLedger } from '../../core/ports/token-ledger.port.js';
import type { UserStore } from '../../core/ports/user-store.port.js';

/*
 * The embedded runtime's live feed. In the Firebase runtime the browser listens to the documents
 * themselves, so every write reaches its open tabs whoever made it. Here each store is wrapped so
 * that a write which succeeded announces the change a Firestore listener would have seen: the
 * chat list, one chat's messages, the user document (balance, profile, preferences, closing), or
 * the payment history. A write that fails (throws) announces nothing. Reads pass through.
 */

const CHATS: Change = { kind: 'chats' };
const USER: Change = { kind: 'user' };
const PAYMENTS: Change = { kind: 'payments' };
const messagesOf = (chatId: string): Change => ({ kind: 'messages', chatId });

function announcingChatStore(inner: ChatStore, changes: ChangeNotifier): ChatStore {
  return {
    ...inner,
    async create(chat) {
      await inner.create(chat);
      changes.publish(chat.ownerId, CHATS);
    },
    async update(ownerId, chatId, patch) {
      const chat = await inner.update(ownerId, chatId, patch);
      if (chat) changes.publish(ownerId, CHATS);
      return chat;
    },
    async togglePinned(ownerId, chatId, updatedAt) {
      const chat = await inner.togglePinned(ownerId, chatId, updatedAt);
      if (chat) changes.publish(ownerId, CHATS);
      return chat;
    },
    async delete(ownerId, chatId) {
      const deleted = await inner.delete(ownerId, chatId);
      if (deleted) {
        changes.publish(ownerId, CHATS);
        // A tab showing the chat learns it is gone from its messages' listener.
        changes.publish(ownerId, messagesOf(chatId));
      }
      return deleted;
    },
  };
}

function announcingMessageStore(inner: MessageStore, changes: ChangeNotifier): MessageStore {
  return {
    ...inner,
    async append(message) {
      const outcome = await inner.append(message);
      if (outcome === 'created') changes.publish(message.ownerId, messagesOf(message.chatId));
      return outcome;
    },
    async appendReply(message, inReplyTo) {
      const outcome = await inner.appendReply(message, inReplyTo);
      if (outcome === 'created') changes.publish(message.ownerId, messagesOf(message.chatId));
      return outcome;
    },
    async update(chatId, messageId, change) {
      const message = await inner.update(chatId, messageId, change);
      if (message) changes.publish(message.ownerId, messagesOf(chatId));
      return message;
    },
    async deleteByChat(chatId) {
      // The call names only the chat: its messages, read first, name the owner to tell.
      const owners = new Set((await inner.listByChat(chatId)).map((message) => message.ownerId));
      const deleted = await inner.deleteByChat(chatId);
      if (deleted > 0) for (const owner of owners) changes.publish(owner, messagesOf(chatId));
      return deleted;
    },
  };
}

function announcingGenerationStore(
  inner: GenerationStore,
  changes: ChangeNotifier,
): GenerationStore {
  return {
    ...inner,
    async reserve(request) {
      const result = await inner.reserve(request);
      const { ownerId, chatId } = request.message;
      changes.publish(ownerId, messagesOf(chatId));
      if (result.retitled) changes.publish(ownerId, CHATS);
      changes.publish(ownerId, USER);
      return result;
    },
    async complete(request) {
      const result = await inner.complete(request);
      const { userId, chatId } = request.reservation;
      // Not completed: the chat was gone, so only the refund was written.
      changes.publish(userId, result.completed ? messagesOf(chatId) : USER);
      return result;
    },
    async refund(request) {
      const result = await inner.refund(request);
      const { userId, chatId } = request.reservation;
      if (result.refunded) {
        if (!result.chatGone) changes.publish(userId, messagesOf(chatId));
        changes.publish(userId, USER);
      }
      return result;
    },
  };
}

function announcingUserStore(inner: UserStore, changes: ChangeNotifier): UserStore {
  return {
    ...inner,
    async createWithOpeningEntry(userId, profile, opening) {
      const result = await inner.createWithOpeningEntry(userId, profile, opening);
      if (result.created) changes.publish(userId, USER);
      return result;
    },
    async setClosedAt(userId, closedAt) {
      const user = await inner.setClosedAt(userId, closedAt);
      if (user) changes.publish(userId, USER);
      return user;
    },
    async reopen(userId, linksValidFrom) {
      const user = await inner.reopen(userId, linksValidFrom);
      if (user) changes.publish(userId, USER);
      return user;
    },
    async delete(userId) {
      await inner.delete(userId);
      changes.publish(userId, USER);
    },
  };
}

function announcingTokenLedger(inner: TokenLedger, changes: ChangeNotifier): TokenLedger {
  return {
    ...inner,
    async apply(userId, write) {
      const result = await inner.apply(userId, write);
      if (result.applied) changes.publish(userId, USER);
      return result;
    },
  };
}

/** A store of one field of the user document: every update changes the user. */
interface UserFieldStore<T> {
  update(userId: string, change: (current: T) => T): Promise<T>;
}

function announcingUserField<T>(
  inner: UserFieldStore<T>,
  changes: ChangeNotifier,
): UserFieldStore<T> {
  return {
    async update(userId, change) {
      const next = await inner.update(userId, change);
      changes.publish(userId, USER);
      return next;
    },
  };
}

function announcingPreferenceStore(
  inner: PreferenceStore,
  changes: ChangeNotifier,
): PreferenceStore {
  return announcingUserField(inner, changes);
}

function announcingBrandKitStore(inner: BrandKitStore, changes: ChangeNotifier): BrandKitStore {
  return announcingUserField(inner, changes);
}

export function announcingPaymentStore(inner: PaymentStore, changes: ChangeNotifier): PaymentStore {
  /** A credit or a reversal moves the owner's balance and changes the order. */
  const balanceAndHistory = (ownerId: string) => {
    changes.publish(ownerId, USER);
    changes.publish(ownerId, PAYMENTS);
  };
  return {
    ...inner,
    async create(payment) {
      await inner.create(payment);
      changes.publish(payment.ownerId, PAYMENTS);
    },
    async expireCreatedBefore(cutoff, limit) {
      const expired = await inner.expireCreatedBefore(cutoff, limit);
      for (const owner of new Set(expired.map((order) => order.ownerId))) {
        changes.publish(owner, PAYMENTS);
      }
      return expired;
    },
    async credit(request) {
      const result = await inner.credit(request);
      if (result.outcome === 'credited') balanceAndHistory(result.payment.ownerId);
      return result;
    },
    async reverse(request) {
      const result = await inner.reverse(request);
      if (result.outcome === 'reversed') balanceAndHistory(result.payment.ownerId);
      return result;
    },
    async markFailed(orderId, razorpayPaymentId) {
      const payment = await inner.markFailed(orderId, razorpayPaymentId);
      changes.publish(payment.ownerId, PAYMENTS);
      return payment;
    },
  };
}

/**
 * Retention's deletion of records past 7 years answers only their order ids, so it cannot name
 * an owner to tell; those records are unlinked from any open account long before (or belong to
 * one whose tab reads them again on its next visit).
 */
function announcingPaymentRetention(
  inner: PaymentRetention,
  changes: ChangeNotifier,
): PaymentRetention {
  return {
    ...inner,
    async unlinkOwner(ownerId) {
      const unlinked = await inner.unlinkOwner(ownerId);
      if (unlinked > 0) changes.publish(ownerId, PAYMENTS);
      return unlinked;
    },
  };
}

/** The stores a composition wraps; each is optional, as a command uses only some of them. */
export interface Stores {
  users: UserStore;
  ledger: TokenLedger;
  chats: ChatStore;
  messages: MessageStore;
  generations: GenerationStore;
  preferences: PreferenceStore;
  brandKits: BrandKitStore;
  paymentStore: PaymentStore;
  paymentRecords: PaymentRetention;
}

const WRAPPERS: { [K in keyof Stores]: (inner: Stores[K], changes: ChangeNotifier) => Stores[K] } =
  {
    users: announcingUserStore,
    ledger: announcingTokenLedger,
    chats: announcingChatStore,
    messages: announcingMessageStore,
    generations: announcingGenerationStore,
    preferences: announcingPreferenceStore,
    brandKits: announcingBrandKitStore,
    paymentStore: announcingPaymentStore,
    paymentRecords: announcingPaymentRetention,
  };

/** The same stores, each write of which announces its change to `changes`. */
export function announcingStores<S extends Partial<Stores>>(stores: S, changes: ChangeNotifier): S {
  const wrapped: Partial<Stores> = { ...stores };
  for (const name of Object.keys(WRAPPERS) as (keyof Stores)[]) {
    const inner = stores[name];
    if (inner) (wrapped as Record<string, unknown>)[name] = WRAPPERS[name](inner as never, changes);
  }
  return wrapped as S;
}
