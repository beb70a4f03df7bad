import { isDeepStrictEqual } from 'node:util';
import { THUMBNAIL_MESSAGES, type ChatMessages, type User } from '@thumbforge/contract';
import { chatFilesPrefix } from '../chats/chat-files.js';
import { NotFound } from '../errors.js';
import { newRecordId } from '../ids.js';
import { editLayeredImage, type EditedThumbnail } from './painting/index.js';
import { listed, planSentence, type EditPlan } from './scene/index.js';
import {
  announceResult,
  notDrawnSentence,
  notUnderstoodBesides,
  storeThumbnail,
} from './delivery/index.js';
import { keepLikeness, keptLikenessSentence } from './likeness/index.js';
import {
  findGeneratedImage,
  readSourcePhoto,
  replyFilesPrefix,
  withYoutubeCopies,
} from './stored/index.js';
import { DEFAULT_MODEL_TIMEOUT_MS, withinModelDeadline } from './model-deadline.js';
import {
  requireTokenAndChat,
  reserveToken,
  abandonReply,
  chatDeletedMeanwhile,
  completeReply,
  refundReservation,
  type Held,
} from './reservation/index.js';
import type { GenerationPorts } from './thumbnail-ports.js';

interface EditThumbnailInput {
  user: User;
  chatId: string;
  /** The selected image, as the API gave it out; looked up among the chat's images, never fetched. */
  url: string;
  prompt: string;
  /** `off` leaves the brand kit out of this edit. */
  brandKit?: 'off' | undefined;
  /** The name of the API key that asked, for the ledger; none from a signed-in session. */
  apiKeyName?: string | undefined;
}

interface EditResult {
  chat: ChatMessages;
  response: string;
  updatedTokens: number;
}

type PlanNotes = Pick<EditPlan, 'combined' | 'calloutsLeftOut'> & {
  /** What was asked and not done, each with its reason. */
  declined: string[];
};

function quoted(parts: string[]): string {
  return parts.map((part) => `"${part}"`).join(', ');
}

/** The reply when an edit changed nothing: the token is given back, so nothing was paid for. */
export function unchangedReply(
  edit: Pick<EditedThumbnail, 'notUnderstood' | 'notDrawn'> & Partial<PlanNotes>,
): string {
  const notUnderstood = notUnderstoodBesides(edit.notUnderstood, edit.notDrawn);
  const didNotUnderstand =
    notUnderstood.length > 0 ? `I didn't understand ${quoted(notUnderstood)}. ` : '';
  const unable = notDrawnSentence(edit.notDrawn);
  const planned = [planSentence(edit), ...(edit.declined ?? [])].filter(Boolean).join(' ');
  return (
    `${planned ? `${planned} ` : ''}${unable ? `${unable} ` : ''}${didNotUnderstand}The thumbnail is unchanged, so your token was refunded. ` +
    'Try for example: brighter, zoom in, blur the background, make the background neon, ' +
    'add a red arrow pointing at her face, swap sides, bigger text, move the text to the top, ' +
    'make the text yellow, change the text to "...", or add a red border.'
  );
}

/** The assistant's reply to an edit: what was applied, and what was not understood. */
function editReply(
  edit: Pick<EditedThumbnail, 'applied' | 'notUnderstood' | 'notDrawn'> & Partial<PlanNotes>,
): string {
  const parts = [
    edit.applied.length > 0
      ? `Here is your edited thumbnail: I ${listed(edit.applied)}.`
      : "I couldn't find a change I know how to make, so the thumbnail is unchanged.",
  ];
  const planned = planSentence(edit);
  if (planned) parts.push(planned);
  parts.push(...(edit.declined ?? []));
  const unable = notDrawnSentence(edit.notDrawn);
  if (unable) parts.push(unable);
  const notUnderstood = notUnderstoodBesides(edit.notUnderstood, edit.notDrawn);
  if (notUnderstood.length > 0) {
    parts.push(
      `I didn't understand ${quoted(notUnderstood)}, so I left that out. Try saying it another way.`,
    );
  }
  return parts.join(' ');
}

/**
 * Edit (docs/architecture.md section 5): the selected URL must be one of this chat's generated images;
 * reserve a token with the user's message, change the title layer and let the model change the
 * base art with the chat as history, re-composite, and answer what was applied and what was not
 * understood.
 */
export async function editThumbnail(
  input: EditThumbnailInput,
  ports: GenerationPorts,
): Promise<EditResult> {
  const { user, chatId, prompt } = input;
  await requireTokenAndChat(ports, user, chatId);
  const history = await ports.messages.listByChat(chatId);
  const selected = findGeneratedImage(history, input.url, THUMBNAIL_MESSAGES.notEditable);
  const [baseArt, photo] = await Promise.all([
    ports.files.read(selected.baseArtPath),
    readSourcePhoto(history, selected.path, ports.files),
  ]);
  if (!baseArt) throw new NotFound(THUMBNAIL_MESSAGES.imageNotFound, 'base art file is gone');

  const meta = { resolution: selected.resolution };
  const reservation: Held = { messageId: newRecordId(), userId: user.id, chatId, kind: 'edit' };
  const { tokenBalance } = await reserveToken(ports, {
    reservation,
    text: prompt,
    images: [],
    meta,
    apiKeyName: input.apiKeyName,
  });

  // A picture goes back to the model that painted it, so an edit keeps its look.
  const byModel = selected.renderer === 'model' && ports.thumbnails.remote !== undefined;
  const painter = byModel ? ports.thumbnails.remote!.model : ports.thumbnails.model;
  let edited: EditedThumbnail;
  let response: string;
  const replyId = newRecordId();
  const replyFolder = replyFilesPrefix(chatFilesPrefix(user.id, chatId), replyId);
  try {
    edited = await withinModelDeadline(
      () =>
        editLayeredImage(painter, {
          image: { baseArt: baseArt.bytes, titleLayer: selected.titleLayer },
          prompt,
          history: history.map((message) => ({ role: message.role, text: message.text })),
          preferences: user.preferences,
          brandKit: input.brandKit === 'off' ? null : user.brandKit,
        }),
      ports.thumbnails.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
    );
    const unchanged =
      Buffer.from(edited.baseArt).equals(baseArt.bytes) &&
      isDeepStrictEqual(edited.titleLayer, selected.titleLayer);
    if (unchanged) {
      const reply = unchangedReply(edited);
      const refund = await refundReservation(
        reservation,
        { ...ports, generations: ports.thumbnails.generations },
        reply,
      );
      if (refund.chatGone) throw chatDeletedMeanwhile(reservation);
      return {
        chat: await announceResult(ports, user.id, chatId),
        response: reply,
        updatedTokens: refund.tokenBalance,
      };
    }
    const artUnchanged = Buffer.from(edited.baseArt).equals(baseArt.bytes);
    const kept =
      photo && !artUnchanged
        ? await keepLikeness(edited, photo, ports.thumbnails.likeness)
        : { image: edited, realFaceLaidIn: false };
    const image = await storeThumbnail(
      {
        image: kept.image,
        resolution: selected.resolution,
        stem: `${replyFolder}1`,
        unchangedBaseArtPath: artUnchanged ? selected.baseArtPath : undefined,
        ...(photo ? { photo, measuredLikeness: kept.measured } : {}),
        ...(byModel && { renderer: 'model' as const }),
      },
      ports,
    );
    response = [editReply(edited), keptLikenessSentence([kept])].filter(Boolean).join(' ');
    const replyAt = ports.now();
    await completeReply(
      reservation,
      {
        id: replyId,
        at: replyAt,
        text: response,
        images: [image],
        meta: withYoutubeCopies(byModel ? { ...meta, painters: ['model'] } : meta, [image]),
      },
      ports,
    );
  } catch (cause) {
    throw await abandonReply(reservation, replyFolder, ports, cause);
  }

  return {
    // An edit, a feed-check fix among them, stays in its chat: nothing of it is remembered.
    chat: await announceResult(ports, user.id, chatId),
    response,
    updatedTokens: tokenBalance,
  };
}
