import { Router } from 'express';
import type { ChatMessagesResponse } from '@thumbforge/contract';
import { readChatMessages } from '../core/chats/chats.js';
import type { AppDeps } from './app-deps.js';
import { chatIdParam } from './chat-id.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { requireSession } from './middleware/require-session.js';

/** A chat's messages; generation (POST) and edits (PUT) join these routes later. */
export function thumbnailRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  return Router().get('/thumbnail/:chatId', session, user, async (req, res) => {
    const chatId = chatIdParam(req.params.chatId);
    const body: ChatMessagesResponse = {
      chatMessages: await readChatMessages(res.locals.user.id, chatId, deps),
    };
    res.json(body);
  });
}
