import {
  THUMBNAIL_MESSAGES,
  thumbnailFormSchema,
  type CreatorPlan,
  type ThumbnailForm,
  type User,
} from '@thumbforge/contract';
import { InvalidInput, NotFound } from '../errors.js';
import { assertResolutionAllowed } from '../payments/creator-plan.js';
import type { MessageRecord } from '../ports/message-store.port.js';
import { generateFromPhoto, type GenerationResult } from './generate-thumbnails.js';
import { requireTokenAndChat } from './reservation/index.js';
import {
  asGeneratedImage,
  findGeneratedImage,
  sourceGeneration,
  sourcePhotoPaths,
} from './stored/index.js';
import type { GenerationPorts } from './thumbnail-ports.js';

interface MoreLikeThisInput {
  user: User;
  chatId: string;
  /** One of the chat's thumbnails, as the API gave it out; looked up, never fetched. */
  url: string;
  /** `off` leaves the brand kit out of these variants. */
  brandKit?: 'off' | undefined;
  plan: CreatorPlan;
  /** The name of the API key that asked, for the ledger; none from a signed-in session. */
  apiKeyName?: string | undefined;
}

/** The form of the generation `source` was: its prompt, title and choices, as first checked. */
function formOf(source: MessageRecord, brandKit: 'off' | undefined): ThumbnailForm {
  const { genre, mood, title, resolution, prompt } = source.meta;
  const form = thumbnailFormSchema.safeParse({
    prompt: prompt ?? source.text,
    genre,
    mood,
    title,
    resolution,
    ...(brandKit && { brandKit }),
  });
  if (!form.success) {
    throw new InvalidInput(THUMBNAIL_MESSAGES.notRepeatable, `${source.id} is not a generation`);
  }
  return form.data;
}

/**
 * "More like this": a new generation in the same chat from the photos, prompt, title and choices
 * a thumbnail was made from, without the photo being uploaded again. It costs a token as any
 * generation does, and its variants go on from the ones the chat has, so they look different.
 */
export async function moreLikeThis(
  input: MoreLikeThisInput,
  ports: GenerationPorts,
): Promise<GenerationResult> {
  const { user, chatId } = input;
  await requireTokenAndChat(ports, user, chatId);
  const history = await ports.messages.listByChat(chatId);
  const selected = findGeneratedImage(history, input.url, THUMBNAIL_MESSAGES.notRepeatable);
  const source = sourceGeneration(history, selected.path);
  const paths = sourcePhotoPaths(history, selected.path);
  if (!source || paths.length === 0) {
    throw new NotFound(THUMBNAIL_MESSAGES.sourcePhotoGone, `no photo before ${selected.path}`);
  }
  const form = formOf(source, input.brandKit);
  assertResolutionAllowed(form.resolution, input.plan);
  const files = await Promise.all(paths.map((path) => ports.files.read(path)));
  const [photo, ...things] = files;
  if (!photo || things.some((thing) => !thing)) {
    throw new NotFound(THUMBNAIL_MESSAGES.sourcePhotoGone, `a photo of ${source.id} is gone`);
  }
  const made = history.flatMap((message) => message.images).filter(asGeneratedImage).length;
  return generateFromPhoto(
    {
      user,
      chatId,
      form,
      photo: photo.bytes,
      things: things.flatMap((thing) => (thing ? [thing.bytes] : [])),
      said: THUMBNAIL_MESSAGES.moreLikeThis,
      firstVariant: made,
      apiKeyName: input.apiKeyName,
    },
    ports,
  );
}
