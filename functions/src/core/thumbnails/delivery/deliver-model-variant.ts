import type { Message, Resolution } from '@thumbforge/contract';
import type { LayeredImage } from '../../ports/image-model.port.js';
import type { MessageRecord } from '../../ports/message-store.port.js';
import { withYoutubeCopies, type GeneratedImage } from '../stored/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';
import { storeThumbnail } from './store-thumbnail.js';

/** The reply a late variant joins, and where its files go. */
export interface Arrival {
  userId: string;
  chatId: string;
  replyId: string;
  image: LayeredImage;
  /** The creator's photo: the feed check measures the likeness against it. */
  photo: Uint8Array;
  /** The likeness of `image`, when already measured (see `keepLikeness`). */
  measuredLikeness?: number[] | null;
  resolution: Resolution;
  /** Path of its files without extension, beside the reply's other files. */
  stem: string;
}

/** The reply's meta once the model's picture joined it: one variant fewer still painting. */
function metaWith(reply: MessageRecord, images: GeneratedImage[]): Message['meta'] {
  const { painting, ...meta } = reply.meta;
  const left = (painting?.variants ?? 1) - 1;
  const painters = [
    ...(meta.painters ?? reply.images.map(() => 'local' as const)),
    'model' as const,
  ];
  return withYoutubeCopies(
    {
      ...meta,
      painters,
      ...(painting && left > 0 ? { painting: { ...painting, variants: left } } : {}),
    },
    images,
  );
}

/**
 * One variant of the remote image model, arrived after its reply was answered (its likeness kept
 * by the caller): checked (the feed check, kept with it), stored, then announced by joining the reply, which every open tab is
 * listening to. A chat deleted or an account closed meanwhile gets nothing: what was stored goes
 * again. Answers whether it joined. Callers run one at a time per reply (the reply's images are
 * read and written back).
 */
export async function deliverModelVariant(
  arrival: Arrival,
  ports: GenerationPorts,
): Promise<boolean> {
  const stillOpen = async () => {
    const account = await ports.users.get(arrival.userId);
    return account !== null && !account.closedAt;
  };
  if (!(await stillOpen())) return false;
  const image = await storeThumbnail(
    {
      image: arrival.image,
      resolution: arrival.resolution,
      stem: arrival.stem,
      photo: arrival.photo,
      measuredLikeness: arrival.measuredLikeness,
      renderer: 'model',
    },
    ports,
  );
  const reply = (await stillOpen())
    ? await ports.messages.get(arrival.chatId, arrival.replyId)
    : null;
  const images = [...(reply?.images ?? []), image] as GeneratedImage[];
  const joined =
    reply !== null &&
    (await ports.messages.update(arrival.chatId, arrival.replyId, {
      images,
      meta: metaWith(reply, images),
    })) !== null;
  if (!joined) await discardImageFiles(image, ports);
  return joined;
}

/** The files of a variant that joined nothing, best effort (a retention sweep finds no owner). */
async function discardImageFiles(image: GeneratedImage, ports: GenerationPorts): Promise<void> {
  const paths = [image.path, image.baseArtPath, image.youtubePath];
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      if (!path) return;
      await ports.files
        .delete(path)
        .catch((error: unknown) =>
          ports.logger.warn('removing a late variant of a gone reply failed', { path, error }),
        );
    }),
  );
}
