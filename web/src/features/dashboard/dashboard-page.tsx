import { CHAT_MESSAGES } from '@thumbforge/contract';
import { LoadingScreen } from '@/components/loading-screen';
import { ChatWorkspace } from '@/features/chat';
import { GuidedTour } from '@/features/tours';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useChatMessages, useChats } from '@/lib/live/live-data-context';
import { useErrorToast } from '@/lib/toast/use-error-toast';
import { fullTitle } from './chat-title';
import { DashboardLayout } from './components/dashboard-layout';
import { EmptyWorkspace } from './components/empty-workspace';
import { useCloseMissingChat, useSelectedChat } from './use-selected-chat';

export function DashboardPage() {
  const { authUser, checking } = useCurrentUser();
  const chats = useChats();
  const selection = useSelectedChat();
  const { chatId } = selection;
  const messages = useChatMessages(chatId);
  useErrorToast(chats.error, CHAT_MESSAGES.listFailed);
  useCloseMissingChat(selection, chats.data);

  // docs/product-rules.md section 2: a full-screen spinner while the user is being checked.
  if (checking && !authUser) return <LoadingScreen />;
  const chat = chats.data?.find((c) => c._id === chatId);
  return (
    <DashboardLayout>
      <title>Dashboard · ThumbForge</title>
      {chatId ? (
        <ChatWorkspace key={chatId} chatId={chatId} title={chat ? fullTitle(chat.title) : ''} />
      ) : (
        <EmptyWorkspace />
      )}
      <GuidedTour name="createChat" />
      {chatId && <GuidedTour name="firstChat" />}
      {(messages.data?.length ?? 0) > 0 && <GuidedTour name="editing" />}
    </DashboardLayout>
  );
}
