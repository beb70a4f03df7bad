import { z } from 'zod';

/**
 * What changed for a user, as the embedded change stream (`GET /events`) sends it in the `data`
 * of each `change` event. The web refetches what a change names: the chat list, one chat's
 * messages, the user (balance, profile) or the payment history. In the Firebase runtime Firestore listeners replace it.
 */
export const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chats') }),
  z.object({ kind: z.literal('messages'), chatId: z.string() }),
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('payments') }),
]);
export type Change = z.infer<typeof changeSchema>;

/** Server-sent event names of the change stream. */
export const CHANGE_STREAM_EVENTS = {
  /** Sent once when the stream is subscribed: changes from now on will arrive. */
  ready: 'ready',
  change: 'change',
} as const;

/** Open change streams one user may hold at once: a tab each, far more than anyone keeps open. */
export const MAX_CHANGE_STREAMS_PER_USER = 10;

export const CHANGE_STREAM_MESSAGES = {
  tooManyStreams: `ThumbForge is open in more than ${MAX_CHANGE_STREAMS_PER_USER} tabs. Close a few and reload this one to keep it in sync.`,
} as const;
