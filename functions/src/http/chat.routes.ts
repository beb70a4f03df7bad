import type { Router } from 'express';
import {
  API_PATHS,
  renameChatRequestSchema,
  type ChatListResponse,
  type ChatResponse,
  type DeleteChatResponse,
} from '@thumbforge/contract';
import { createChat, deleteChat, listChats, renameChat, togglePin } from '../core/chats/chats.js';
import type { AppDeps } from './app-deps.js';
import { chatIdParam } from './chat-id.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { apiRouter } from './api-router.js';

/** The chat list of the sidebar (docs/architecture.md section 4). */
export function chatRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  return apiRouter()
    .get(API_PATHS.chats, session, user, async (_req, res) => {
      const body: ChatListResponse = { chat: await listChats(res.locals.user.id, deps) };
      res.json(body);
    })
    .post(API_PATHS.chats, session, user, async (_req, res) => {
      const body: ChatResponse = { chat: await createChat(res.locals.user, deps) };
      res.status(201).json(body);
    })
    .get('/chat/pin/:id', session, user, async (req, res) => {
      const chatId = chatIdParam(req.params.id);
      const body: ChatResponse = { chat: await togglePin(res.locals.user.id, chatId, deps) };
      res.json(body);
    })
    .put('/chat/:id', session, user, async (req, res) => {
      const chatId = chatIdParam(req.params.id);
      const { rename } = parseInput(renameChatRequestSchema, req.body ?? {});
      const body: ChatResponse = {
        chat: await renameChat(res.locals.user.id, chatId, rename, deps),
      };
      res.json(body);
    })
    .delete('/chat/:id', session, user, async (req, res) => {
      await deleteChat(res.locals.user.id, chatIdParam(req.params.id), deps);
      const body: DeleteChatResponse = { success: true };
      res.json(body);
    });
}
