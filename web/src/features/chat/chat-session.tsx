import { createContext, useContext } from 'react';
import type { GenerationProgress } from './generation-stage';

/** What the messages of the open chat share with its composer. */
export interface ChatSession {
  chatId: string;
  /** The generated image being edited (edit mode), by URL; null in new-generation mode. */
  selectedImage: string | null;
  selectImage: (url: string | null) => void;
  /** The generation or edit in flight, shown as a pending reply. */
  progress: GenerationProgress | null;
  /** Sends a feed check's fix as an ordinary edit of the image at `url`. */
  applyFix: (url: string, fix: string) => Promise<boolean>;
  /** New variants from the photo, prompt and choices the thumbnail at `url` was made from. */
  moreLikeThis: (url: string) => Promise<boolean>;
}

export const ChatSessionContext = createContext<ChatSession | null>(null);

export function useChatSession(): ChatSession {
  const session = useContext(ChatSessionContext);
  if (!session) throw new Error('useChatSession must be used inside <ChatWorkspace>');
  return session;
}
