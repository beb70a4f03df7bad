import { z } from 'zod';
import { recordIdSchema } from './ids.js';
import { imageUrlSchema } from './image-url.js';
import { LIMITS } from './limits.js';
import { GENRES, MOODS, resolutionSchema } from './options.js';
import { THUMBNAIL_MESSAGES } from './thumbnail.js';

/** The tools of the MCP server at `/api/v1/mcp` (issue 36), with what each needs of a key. */
export const MCP_TOOLS = {
  createThumbnail: 'create_thumbnail',
  editThumbnail: 'edit_thumbnail',
  checkThumbnail: 'check_thumbnail',
  listThumbnails: 'list_thumbnails',
  getBalance: 'get_balance',
} as const;

export const MCP_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Base64 of the largest upload: four characters per three bytes. */
const PHOTO_BASE64_MAX_CHARS = Math.ceil(LIMITS.uploadMaxBytes / 3) * 4;

/** A photo travels as data in the call: the server never fetches a URL. */
export const mcpPhotoSchema = z.object({
  data: z.string().min(1).max(PHOTO_BASE64_MAX_CHARS).describe('The photo, base64-encoded'),
  mimeType: z.enum(MCP_PHOTO_TYPES),
});

const chatIdField = recordIdSchema.describe('The chat the thumbnails are in');

/** `create_thumbnail`: a new chat (or `chatId`'s) and one generation; costs one token. */
export const createThumbnailToolInput = {
  photo: mcpPhotoSchema,
  genre: z.enum(GENRES, { error: THUMBNAIL_MESSAGES.unknownGenre }),
  mood: z.enum(MOODS, { error: THUMBNAIL_MESSAGES.unknownMood }),
  resolution: z.enum(resolutionSchema.options, { error: THUMBNAIL_MESSAGES.unknownResolution }),
  title: z.string().describe('The video title, set on the thumbnail'),
  prompt: z.string().describe('What the thumbnail should show'),
  chatId: chatIdField.optional(),
};

/** `edit_thumbnail`: one of the chat's thumbnails changed as asked; costs one token. */
export const editThumbnailToolInput = {
  chatId: chatIdField,
  url: imageUrlSchema.describe('The thumbnail to change, as a URL this server gave out'),
  prompt: z.string().describe('What to change'),
};

/** `check_thumbnail`: the free feed check of one of the chat's thumbnails. */
export const checkThumbnailToolInput = {
  chatId: chatIdField,
  url: imageUrlSchema.describe('The thumbnail to check, as a URL this server gave out'),
};

/** `list_thumbnails`: the caller's chats, or one chat's thumbnails. */
export const listThumbnailsToolInput = { chatId: chatIdField.optional() };
