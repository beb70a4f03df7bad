import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  checkThumbnailToolInput,
  createThumbnailToolInput,
  editThumbnailToolInput,
  LIMITS,
  listThumbnailsToolInput,
  MCP_TOOLS,
  MESSAGES,
  thumbnailFormSchema,
  type ApiKeyScope,
  type ChatMessages,
  type CreatorPlan,
  type User,
} from '@thumbforge/contract';
import { admitKeyTool } from '../../core/api-keys/api-key-usage.js';
import { createChat, listChats, readChatMessages } from '../../core/chats/chats.js';
import { DomainError, InvalidInput, TooLarge } from '../../core/errors.js';
import { checkThumbnail } from '../../core/feed-check/check-feed.js';
import { creatorPlanOf } from '../../core/payments/creator-plan.js';
import type { Logger } from '../../core/ports/logger.port.js';
import type { ApiKeyGrant } from '../../core/ports/session-verifier.port.js';
import { editThumbnail, generateThumbnails } from '../../core/thumbnails/index.js';
import type { AppDeps } from '../app-deps.js';
import { chargeGeneration } from '../middleware/rate-limit.js';
import { parseInput } from '../parse-input.js';
import { withPixelWork } from './pixel-work.js';

/** Who calls: the request's user (loaded by `requireCurrentUser`) and key, if a key. */
interface McpCaller {
  user: User;
  apiKey?: ApiKeyGrant | undefined;
  log: Logger;
}

/** The feed check's own bound, as on `POST /thumbnail/{chatId}/check`. */
const CHECK_DEADLINE_MS = 60_000;

const text = (value: unknown): CallToolResult['content'][number] => ({
  type: 'text',
  text: JSON.stringify(value, null, 2),
});

/** The thumbnails of a reply as image content: read from storage by path, never fetched. */
async function thumbnailsOf(chatId: string, deps: AppDeps): Promise<CallToolResult['content']> {
  const reply = (await deps.messages.listByChat(chatId)).findLast(
    (message) => message.role === 'assistant',
  );
  const files = await Promise.all(
    (reply?.images ?? []).map((image) => deps.files.read(image.path)),
  );
  return files
    .filter((file) => file !== null)
    .map((file) => ({
      type: 'image',
      data: file.bytes.toString('base64'),
      mimeType: file.contentType,
    }));
}

/** The URLs of the last reply's thumbnails, as the API gives them out. */
function replyUrls(chat: ChatMessages): string[] {
  const messages = chat[0]?.messages ?? [];
  return messages.findLast((message) => message.role === 'assistant')?.images ?? [];
}

function photoBytes(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new InvalidInput(MESSAGES.fillAllFields, 'empty photo');
  if (bytes.length > LIMITS.uploadMaxBytes) {
    throw new TooLarge(MESSAGES.fileTooLarge, `photo of ${bytes.length} bytes`);
  }
  return bytes;
}

/**
 * The tools of the MCP server, each run as its route would be: the key's scope, the generation
 * limits and the pixel admission (the account gate refuses a closed account's call before). Errors answer as tool errors in the
 * API's words.
 */
export function registerTools(server: McpServer, caller: McpCaller, deps: AppDeps): void {
  const { user } = caller;
  const ports = { ...deps, logger: caller.log };

  async function run(
    scope: ApiKeyScope,
    work: () => Promise<CallToolResult['content']>,
  ): Promise<CallToolResult> {
    try {
      if (caller.apiKey) await admitKeyTool(caller.apiKey, scope, deps);
      return { content: await work() };
    } catch (error) {
      if (error instanceof DomainError) {
        return { isError: true, content: [{ type: 'text', text: error.message }] };
      }
      caller.log.error('MCP tool failed', { error });
      return { isError: true, content: [{ type: 'text', text: MESSAGES.internal }] };
    }
  }

  async function painting<T>(
    deadlineMs: number | undefined,
    work: (plan: CreatorPlan) => Promise<T>,
  ): Promise<T> {
    const plan = await creatorPlanOf(user.id, deps.payments.store);
    return withPixelWork(deps.pixelWork, user.id, plan, deadlineMs, () => work(plan));
  }

  server.registerTool(
    MCP_TOOLS.createThumbnail,
    {
      description:
        'Makes YouTube thumbnails from a photo (sent as base64 data) in a new chat, or in chatId. Costs one token.',
      inputSchema: createThumbnailToolInput,
    },
    ({ photo, chatId, ...fields }) =>
      run('thumbnails', async () => {
        const form = parseInput(thumbnailFormSchema, fields);
        const bytes = photoBytes(photo.data);
        await chargeGeneration(deps.rateLimits, user.id, caller.apiKey?.id);
        const chat = chatId ?? (await createChat(user, ports))._id;
        const result = await painting(undefined, (plan) =>
          generateThumbnails(
            { user, chatId: chat, form, photo: bytes, plan, apiKeyName: caller.apiKey?.name },
            ports,
          ),
        );
        return [
          ...(await thumbnailsOf(chat, deps)),
          text({
            chatId: chat,
            thumbnails: replyUrls(result.chatMessages),
            reply: result.response,
            tokensLeft: result.updatedTokens,
          }),
        ];
      }),
  );

  server.registerTool(
    MCP_TOOLS.editThumbnail,
    {
      description: "Changes one of a chat's thumbnails as the prompt asks. Costs one token.",
      inputSchema: editThumbnailToolInput,
    },
    ({ chatId, url, prompt }) =>
      run('thumbnails', async () => {
        await chargeGeneration(deps.rateLimits, user.id, caller.apiKey?.id);
        const result = await painting(undefined, () =>
          editThumbnail({ user, chatId, url, prompt, apiKeyName: caller.apiKey?.name }, ports),
        );
        return [
          ...(await thumbnailsOf(chatId, deps)),
          text({
            chatId,
            thumbnails: replyUrls(result.chat),
            reply: result.response,
            tokensLeft: result.updatedTokens,
          }),
        ];
      }),
  );

  server.registerTool(
    MCP_TOOLS.checkThumbnail,
    {
      description:
        "The feed check of one of a chat's thumbnails: title readable in the phone feed, faces clear, stands out, size. Free.",
      inputSchema: checkThumbnailToolInput,
    },
    ({ chatId, url }) =>
      run('thumbnails', async () => {
        const checks = await painting(CHECK_DEADLINE_MS, () =>
          checkThumbnail(user.id, chatId, url, deps),
        );
        return [text({ chatId, url, checks })];
      }),
  );

  server.registerTool(
    MCP_TOOLS.listThumbnails,
    {
      description: "Lists the caller's chats, or with chatId that chat's messages and thumbnails.",
      inputSchema: listThumbnailsToolInput,
    },
    ({ chatId }) =>
      run('read', async () => {
        if (!chatId) return [text({ chats: await listChats(user.id, deps) })];
        return [text({ chatMessages: await readChatMessages(user, chatId, deps) })];
      }),
  );

  server.registerTool(
    MCP_TOOLS.getBalance,
    { description: 'The tokens the account has left (one per generation or edit).' },
    () => run('read', async () => [text({ tokens: user.tokenBalance })]),
  );
}
