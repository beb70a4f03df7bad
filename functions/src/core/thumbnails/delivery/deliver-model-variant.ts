import type { Message, Resolution } from '@thumbforge/contract';
import type { LayeredImage } from '../../ports/image-model.port.js';
import type { MessagePatch, MessageRecord } from '../../ports/message-store.port.js';
import { withYoutubeCopies, type GeneratedImage } from '../stored/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';
import { storeThumbnail } from './store-thumbnail.js';

/** The reply a late variant joins, and where its files go. */
interface Arrival {
  userId: string;
  chatId: string;
  replyId: string;
  /** Which of the model's variants this is (0-based): it joins only while still awaited. */
  variant: number;
  image: LayeredImage;
  /** The creator's photo: the feed check measures the likeness against it. */
  photo: Uint8Array;
  /** The likeness of `image`, when already measured (see `keepLikeness`). */
  measuredLikeness?: number[] | null;
  /** Whether the creator's real face was laid into the model's picture. */
  realFaceLaidIn: boolean;
  resolution: Resolution;
  /** Path of its files without extension, beside the reply's other files. */
  stem: string;
}

type Painting = NonNullable<Message['meta']['painting']>;

/** The model's variants (0-based) a reply still waits for. */
export function waitingOf(painting: Painting): number[] {
  return painting.waiting ?? Array.from({ length: painting.variants }, (_unused, index) => index);
}

/** Whether `variant` of the reply is still to come: a second delivery of it finds it is not. */
export function awaits(reply: MessageRecord, variant: number): boolean {
  const { painting } = reply.meta;
  return painting !== undefined && waitingOf(painting).includes(variant);
}

/** The painting state once `variant` has arrived or failed: one variant fewer to wait for. */
export function withoutVariant(painting: Painting, variant: number): Painting {
  const waiting = waitingOf(painting).filter((index) => index !== variant);
  return { ...painting, waiting, variants: waiting.length };
}

/** The reply with the model's picture joined, or no change when the variant came already. */
function joinedPatch(reply: MessageRecord, arrival: Arrival, image: GeneratedImage): MessagePatch {
  const { painting, ...meta } = reply.meta;
  if (!painting || !awaits(reply, arrival.variant)) return {};
  const images = [...reply.images, image] as GeneratedImage[];
  const painters = [
    ...(meta.painters ?? reply.images.map(() => 'local' as const)),
    'model' as const,
  ];
  const laidIn = (painting.laidIn ?? 0) + (arrival.realFaceLaidIn ? 1 : 0);
  return {
    images,
    meta: withYoutubeCopies(
      {
        ...meta,
        painters,
        painting: { ...withoutVariant(painting, arrival.variant), ...(laidIn > 0 && { laidIn }) },
      },
      images,
    ),
  };
}

/** Whether the account is still there and open. */
export async function accountOpen(ports: GenerationPorts, userId: string): Promise<boolean> {
  const account = await ports.users.get(userId);
  return account !== null && !account.closedAt;
}

/**
 * One variant of the remote image model, arrived after its reply was answered (its likeness kept
 * by the caller): checked (the feed check, kept with it), stored, then announced by joining the
 * reply, which every open tab is listening to. The join reads and writes the reply in one
 * transaction, so variants arriving at once on different instances keep each other's images,
 * and a variant delivered twice joins once. A chat deleted or an account closed meanwhile gets
 * nothing: what was stored goes again. Answers the reply as joined, 'came' when the variant had
 * come already, or 'gone'.
 */
export async function deliverModelVariant(
  arrival: Arrival,
  ports: GenerationPorts,
): Promise<MessageRecord | 'came' | 'gone'> {
  if (!(await accountOpen(ports, arrival.userId))) return 'gone';
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
  let joined = false;
  const reply = (await accountOpen(ports, arrival.userId))
    ? await ports.messages.update(arrival.chatId, arrival.replyId, (current) => {
        const patch = joinedPatch(current, arrival, image);
        // A transaction may run this again: the last run decides.
        joined = patch.images !== undefined;
        return patch;
      })
    : null;
  if (reply && joined) return reply;
  await discardImageFiles(image, ports);
  return reply ? 'came' : 'gone';
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
