import {
  THUMBNAIL_MESSAGES,
  type ChatMessages,
  type CreatorPlan,
  type ThumbnailForm,
  type User,
} from '@thumbforge/contract';
import { assertResolutionAllowed } from '../payments/creator-plan.js';
import { chatFilesPrefix } from '../chats/chat-files.js';
import { storedFileUrl } from '../files/file-link-rules.js';
import { newRecordId } from '../ids.js';
import { withChatChoices } from '../users/preferences.js';
import { allSettledOrThrow, announceResult, storeThumbnail } from './delivery/index.js';
import { replyFilesPrefix, withYoutubeCopies } from './stored/index.js';
import { DEFAULT_MODEL_TIMEOUT_MS, withinModelDeadline } from './model-deadline.js';
import { keepLikeness, keptLikenessSentence } from './likeness/index.js';
import { generatedReply } from './generated-reply.js';
import {
  enqueueLateVariants,
  enqueueOverdueSettle,
  type LateReply,
} from './late-variants/index.js';
import { paintLayeredImages, type GenerateThumbnailsRequest } from './painting/index.js';
import { styleWordsIn } from './prompt/index.js';
import {
  requireTokenAndChat,
  reserveToken,
  abandonReply,
  completeReply,
  type Held,
} from './reservation/index.js';
import type { GenerationPorts } from './thumbnail-ports.js';

interface GenerateThumbnailsInput {
  user: User;
  chatId: string;
  form: ThumbnailForm;
  /** The uploaded file as received; checked and re-encoded before anything stores it. */
  photo: Uint8Array;
  /** The other photos (a product, a second person), up to 3, as received and checked likewise. */
  things?: Uint8Array[];
  /** The creator's plan (`creatorPlanOf`): it decides the resolutions they may choose. */
  plan: CreatorPlan;
  /** The name of the API key that asked, for the ledger; none from a signed-in session. */
  apiKeyName?: string | undefined;
}

/** A generation from a photo already checked: an upload, or the photo of an earlier one. */
interface PhotoGeneration {
  user: User;
  chatId: string;
  form: ThumbnailForm;
  /** The photo, checked and re-encoded as a JPEG. */
  photo: Uint8Array;
  /** The other photos, checked and re-encoded as JPEGs; none unless set. */
  things?: Uint8Array[];
  /** What the creator's message says when it is not the prompt ("More like this"). */
  said?: string;
  /** Where variant numbering starts, so more of the same differ from the ones made before. */
  firstVariant?: number;
  /** The name of the API key that asked, for the ledger; none from a signed-in session. */
  apiKeyName?: string | undefined;
}

export interface GenerationResult {
  chatMessages: ChatMessages;
  response: string;
  updatedTokens: number;
}

/**
 * Generate (docs/architecture.md section 5): check and store the photo, reserve a token with the user's
 * message, ask the model for the variants, composite and store each one, then the
 * assistant's message. Any failure after the reservation refunds the token exactly once.
 * With a remote model the answer does not wait for it: its variants join the reply as they
 * arrive (`paintModelVariants`), for the same token.
 */
export async function generateThumbnails(
  input: GenerateThumbnailsInput,
  ports: GenerationPorts,
): Promise<GenerationResult> {
  const { user, chatId, form } = input;
  assertResolutionAllowed(form.resolution, input.plan);
  await requireTokenAndChat(ports, user, chatId);
  // Every photo is checked before anything is stored or charged: a bad one loses nothing.
  const [photo, ...things] = await Promise.all(
    [input.photo, ...(input.things ?? [])].map((bytes) =>
      ports.thumbnails.imaging.prepareUpload(bytes),
    ),
  );
  return generateFromPhoto(
    {
      user,
      chatId,
      form,
      photo: photo!.jpeg,
      things: things.map((thing) => thing.jpeg),
      apiKeyName: input.apiKeyName,
    },
    ports,
  );
}

/**
 * A generation once its photo is checked: store the photo with the creator's message, reserve
 * the token, paint, store and answer (see `generateThumbnails`).
 */
export async function generateFromPhoto(
  input: PhotoGeneration,
  ports: GenerationPorts,
): Promise<GenerationResult> {
  const { user, chatId, form } = input;
  const photo = { jpeg: input.photo };
  const things = input.things ?? [];
  const messageId = newRecordId();
  const folder = chatFilesPrefix(user.id, chatId);
  const photoPath = `${folder}${messageId}-photo.jpg`;
  const stored = [
    { path: photoPath, bytes: photo.jpeg },
    ...things.map((bytes, index) => ({
      path: `${folder}${messageId}-thing-${index + 1}.jpg`,
      bytes,
    })),
  ];
  const meta = {
    genre: form.genre,
    mood: form.mood,
    resolution: form.resolution,
    title: form.title,
  };
  const reservation: Held = { messageId, userId: user.id, chatId, kind: 'generation' };
  // The photos are stored before the message that shows them, so a tab told of the message (or
  // a Firestore listener) can fetch them at once. A photo that could not be stored fails the
  // generation after the reservation, like any failure: the token is refunded, the message kept.
  const photoFailure = await Promise.all(
    stored.map(({ path, bytes }) => ports.files.put(path, bytes, 'image/jpeg')),
  ).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const { tokenBalance } = await reserveToken(ports, {
    reservation,
    text: input.said ?? form.prompt,
    images: stored.map(({ path }) => ({ url: storedFileUrl(path), path })),
    meta: input.said === undefined ? meta : { ...meta, prompt: form.prompt },
    chatTitle: form.title,
    apiKeyName: input.apiKeyName,
  }).catch(async (refused: unknown) => {
    // Nothing was reserved, so no message shows the photos: they go again (best effort).
    await Promise.all(stored.map(({ path }) => ports.files.delete(path))).catch((error: unknown) =>
      ports.logger.warn('removing the photo of a refused generation failed', { error }),
    );
    throw refused;
  });

  let response: string;
  let late: LateReply | undefined;
  const replyId = newRecordId();
  const replyFolder = replyFilesPrefix(folder, replyId);
  try {
    if (photoFailure) throw photoFailure.error;
    // What was asked, as JSON: the model's tasks get it with the photos' paths, not their bytes.
    const asked: LateReply['request'] = {
      prompt: form.prompt,
      genre: form.genre,
      mood: form.mood,
      title: form.title,
      resolution: form.resolution,
      preferences: user.preferences,
      brandKit: form.brandKit === 'off' ? null : (user.brandKit ?? null),
      variants: ports.thumbnails.variants,
      ...(input.firstVariant !== undefined && { firstVariant: input.firstVariant }),
    };
    const request: GenerateThumbnailsRequest = { ...asked, photo: photo.jpeg, things };
    const layered = await withinModelDeadline(
      () => paintLayeredImages(ports.thumbnails.model, request),
      ports.thumbnails.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
    );
    if (layered.length === 0) throw new Error('the image model answered no thumbnails');
    const replyAt = ports.now();
    const kept = await Promise.all(
      layered.map((image) => keepLikeness(image, photo.jpeg, ports.thumbnails.likeness)),
    );
    const images = await allSettledOrThrow(
      kept.map(({ image, measured }, index) =>
        storeThumbnail(
          {
            image,
            resolution: form.resolution,
            stem: `${replyFolder}${index + 1}`,
            photo: photo.jpeg,
            measuredLikeness: measured,
          },
          ports,
        ),
      ),
    );
    const planned = [layered[0]?.planned, keptLikenessSentence(kept)].filter(Boolean).join(' ');
    const notDrawn = layered[0]?.notDrawn ?? [];
    const text = generatedReply(images.length, form.title, request.variants, notDrawn, planned);
    const { remote } = ports.thumbnails;
    response = remote ? `${text} ${THUMBNAIL_MESSAGES.modelPainting(request.variants)}` : text;
    const painting = remote && {
      variants: request.variants,
      startedAt: replyAt.toISOString(),
      expectedSeconds: remote.expectedSeconds,
      waiting: Array.from({ length: request.variants }, (_unused, index) => index),
    };
    if (remote) {
      late = {
        userId: user.id,
        chatId,
        messageId,
        replyId,
        replyFolder,
        photoPath,
        thingPaths: stored.slice(1).map(({ path }) => path),
        request: asked,
        said: { localMade: images.length, notDrawn, planned },
        ...(input.apiKeyName !== undefined && { apiKeyName: input.apiKeyName }),
      };
      await enqueueOverdueSettle(late, ports);
    }
    await completeReply(
      reservation,
      {
        id: replyId,
        at: replyAt,
        text: response,
        images,
        meta: withYoutubeCopies({ ...meta, ...(painting && { painting }) }, images),
      },
      ports,
    );
  } catch (cause) {
    throw await abandonReply(reservation, replyFolder, ports, cause);
  }
  if (late) await enqueueLateVariants(late, ports);

  return {
    chatMessages: await announceResult(ports, user.id, chatId, (current) =>
      withChatChoices(current, {
        chatId,
        genre: form.genre,
        mood: form.mood,
        resolution: form.resolution,
        styleWords: styleWordsIn(form.prompt),
      }),
    ),
    response,
    updatedTokens: tokenBalance,
  };
}
