/** The folder of a chat's files (uploads and generated images): deleting the chat deletes it. */
export function chatFilesPrefix(ownerId: string, chatId: string): string {
  return `users/${ownerId}/chats/${chatId}/`;
}
