import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useChatMessages } from '@/lib/live/live-data-context';
import { useToast } from '@/lib/toast/use-toast';
import {
  startProgress,
  withUpload,
  type GenerationKind,
  type GenerationProgress,
} from '../generation-stage';
import { useTokenCheck } from './use-token-check';

interface Wording {
  success: string;
  failure: string;
}

/** The request itself; it reports how much of its upload has gone out, if it has one. */
type Call = (onUploadProgress: (fraction: number) => void) => Promise<unknown>;

export interface ThumbnailRequest {
  /** The generation or edit in flight, or null. */
  progress: GenerationProgress | null;
  /**
   * Resolves to true when the request succeeded and its result is on screen. `expectedSeconds`:
   * the image model's edit, whose progress is told by time.
   */
  run: (
    kind: GenerationKind,
    call: Call,
    wording: Wording,
    expectedSeconds?: number,
  ) => Promise<boolean>;
}

/**
 * The shape of a generation and an edit: check the balance, track the progress, then show the
 * result (messages and balance refreshed) before saying so. A failure may have refunded the token
 * and added a message explaining it, so both are refreshed then too.
 */
export function useThumbnailRequest(chatId: string): ThumbnailRequest {
  const { refresh: refreshMessages } = useChatMessages(chatId);
  const { checkAuth } = useCurrentUser();
  const hasTokens = useTokenCheck();
  const toast = useToast();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  // A second click while the balance is being checked must not start a second request.
  const busy = useRef(false);

  const run = useCallback<ThumbnailRequest['run']>(
    async (kind, call, wording, expectedSeconds) => {
      if (busy.current) return false;
      busy.current = true;
      try {
        if (!(await hasTokens())) return false;
        setProgress(startProgress(kind, Date.now(), expectedSeconds));
        await call((fraction) =>
          setProgress((current) => current && withUpload(current, fraction, Date.now())),
        );
        await Promise.all([refreshMessages(), checkAuth()]);
        toast.success(wording.success);
        return true;
      } catch (error) {
        toast.error(serverMessage(error) ?? wording.failure);
        await Promise.all([refreshMessages(), checkAuth()]);
        return false;
      } finally {
        setProgress(null);
        busy.current = false;
      }
    },
    [hasTokens, refreshMessages, checkAuth, toast],
  );

  return { progress, run };
}
