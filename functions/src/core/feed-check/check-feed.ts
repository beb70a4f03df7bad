import {
  feedCheckSchema,
  resolutionSize,
  THUMBNAIL_MESSAGES,
  type FeedCheck,
} from '@thumbforge/contract';
import { z } from 'zod';
import type { ChatPorts } from '../chats/chat-ports.js';
import { ownedChat } from '../chats/chats.js';
import { NotFound } from '../errors.js';
import type { FaceLikeness } from '../ports/face-likeness.port.js';
import type { ImageProcessor, MeasureFeedRequest } from '../ports/image-processor.port.js';
import { readImageHeader } from '../uploads/image-header.js';
import { findGeneratedImage, type GeneratedImage } from '../thumbnails/stored/index.js';
import { facesBesideLogo, logoBox } from '../thumbnails/brand/index.js';
import { feedChecks } from './feed-check-rules.js';

const storedChecksSchema = z.array(feedCheckSchema);

/** The creator's photo, whose faces the thumbnail's are compared with, and how. */
interface LikenessSource {
  photo: Uint8Array;
  meter: Pick<FaceLikeness, 'measure'>;
  /** The scores already measured of this very art, so its faces are not read twice. */
  measured?: number[] | null;
}

/**
 * Measures a composited thumbnail and judges it: no image model, no token. Likeness is measured
 * on the base art (the title never covers a face) when the photo is known.
 */
export async function runFeedCheck(
  request: MeasureFeedRequest,
  imaging: Pick<ImageProcessor, 'measureFeed'>,
  likeness?: LikenessSource,
): Promise<FeedCheck[]> {
  const [pixels, scores] = await Promise.all([
    imaging.measureFeed(request),
    !likeness
      ? null
      : likeness.measured !== undefined
        ? likeness.measured
        : likeness.meter.measure(likeness.photo, request.baseArt),
  ]);
  const header = readImageHeader(request.jpeg);
  const file = header.ok
    ? { bytes: request.jpeg.length, ...header.header }
    : { bytes: request.jpeg.length, type: null, width: 0, height: 0 };
  const expected = resolutionSize(request.resolution);
  const { logo } = request.titleLayer;
  return feedChecks({
    ...pixels,
    file: { bytes: file.bytes, type: file.type, width: file.width, height: file.height },
    expected,
    faces: facesBesideLogo(request.titleLayer, expected),
    likeness: scores,
    ...(logo ? { logo: logoBox(logo.corner, expected) } : {}),
  });
}

/** One of the caller's generated thumbnails in the chat, found by the URL the API gave out. */
async function findOwnedThumbnail(
  userId: string,
  chatId: string,
  url: string,
  ports: Pick<ChatPorts, 'chats' | 'messages'>,
): Promise<GeneratedImage> {
  await ownedChat(ports, userId, chatId);
  const messages = await ports.messages.listByChat(chatId);
  return findGeneratedImage(messages, url, THUMBNAIL_MESSAGES.notCheckable);
}

/**
 * `POST /thumbnail/{chatId}/check`: the check kept with the thumbnail when it was made or edited;
 * a thumbnail made before checks existed is measured now from its stored files.
 */
export async function checkThumbnail(
  userId: string,
  chatId: string,
  url: string,
  ports: Pick<ChatPorts, 'chats' | 'messages' | 'files'> & {
    thumbnails: { imaging: Pick<ImageProcessor, 'measureFeed'> };
  },
): Promise<FeedCheck[]> {
  const image = await findOwnedThumbnail(userId, chatId, url, ports);
  const stored = storedChecksSchema.safeParse(image.feedChecks);
  if (stored.success) return stored.data;
  const [jpeg, baseArt] = await Promise.all([
    ports.files.read(image.path),
    ports.files.read(image.baseArtPath),
  ]);
  if (!jpeg || !baseArt) throw new NotFound(THUMBNAIL_MESSAGES.imageNotFound, 'a file is gone');
  return runFeedCheck(
    {
      jpeg: jpeg.bytes,
      baseArt: baseArt.bytes,
      titleLayer: image.titleLayer,
      resolution: image.resolution,
    },
    ports.thumbnails.imaging,
  );
}
