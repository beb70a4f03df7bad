import { useMemo, useState } from 'react';
import { useEditThumbnail } from '../thumbnail-requests/use-edit-thumbnail';
import { useGenerateThumbnail } from '../thumbnail-requests/use-generate-thumbnail';
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
  const session = useMemo<ChatSession>(
    () => ({
      chatId,
      selectedImage,
      selectImage,
      progress,
      applyFix: (url, fix) => edit({ url, prompt: fix }),
    }),
    [chatId, selectedImage, progress, edit],
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
