import { useMemo, useState } from 'react';
import { useEditThumbnail } from '../thumbnail-requests/use-edit-thumbnail';
import { useGenerateThumbnail } from '../thumbnail-requests/use-generate-thumbnail';
import { useMoreLikeThis } from '../thumbnail-requests/use-more-like-this';
import { useThumbnailRequest } from '../thumbnail-requests/use-thumbnail-request';
import { ChatSessionContext, type ChatSession } from '../chat-session';
import { ChatView } from './chat-view';
import { Composer } from './composer/composer';

interface ChatWorkspaceProps {
  chatId: string;
  title: string;
}

/**
 * The open chat and its composer. Mount it keyed by chat: the selection, the draft and a request
 * in flight belong to one chat.
 */
export function ChatWorkspace({ chatId, title }: ChatWorkspaceProps) {
  const [selectedImage, selectImage] = useState<string | null>(null);
  const { progress, run } = useThumbnailRequest(chatId);
  const generate = useGenerateThumbnail(chatId, run);
  const edit = useEditThumbnail(chatId, run);
  const moreLikeThis = useMoreLikeThis(chatId, run);
  const session = useMemo<ChatSession>(
    () => ({
      chatId,
      selectedImage,
      selectImage,
      progress,
      // A fix of the selected thumbnail leaves its result selected, as any edit does.
      applyFix: async (url, fix) => {
        const fixed = await edit({ url, prompt: fix });
        if (fixed && selectedImage === url) selectImage(fixed);
        return fixed !== null;
      },
      moreLikeThis,
    }),
    [chatId, selectedImage, progress, edit, moreLikeThis],
  );

  return (
    <ChatSessionContext value={session}>
      <ChatView
        chatId={chatId}
        title={title}
        composer={<Composer chatId={chatId} onGenerate={generate} onEdit={edit} />}
      />
    </ChatSessionContext>
  );
}
