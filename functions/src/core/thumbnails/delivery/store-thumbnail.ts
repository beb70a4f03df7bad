import { LIMITS, ULTRA_HD, type Resolution } from '@thumbforge/contract';
import type { LayeredImage } from '../../ports/image-model.port.js';
import { runFeedCheck } from '../../feed-check/check-feed.js';
import { storedFileUrl } from '../../files/file-link-rules.js';
import { allSettledOrThrow } from './all-settled.js';
import { logoOf } from '../brand/index.js';
import type { GeneratedImage } from '../stored/index.js';
import type { GenerationPorts } from '../thumbnail-ports.js';

interface StoreThumbnailRequest {
  image: LayeredImage;
  resolution: Resolution;
  /** Path of the file without its extension, e.g. `users/u/chats/c/<messageId>-1`. */
  stem: string;
  /** The stored base art to keep when the model handed the art back unchanged. */
  unchangedBaseArtPath?: string;
  /** The creator's photo, when known: the feed check measures the likeness against it. */
  photo?: Uint8Array;
  /** The likeness of `image` against `photo`, when already measured (see `keepLikeness`). */
  measuredLikeness?: number[] | null;
  /** Set when the remote image model painted it (see `GeneratedImage.renderer`). */
  renderer?: GeneratedImage['renderer'];
}

/** Composites the model's output into the final thumbnail and stores it with its base art. */
export async function storeThumbnail(
  request: StoreThumbnailRequest,
  ports: Pick<GenerationPorts, 'files' | 'thumbnails'>,
): Promise<GeneratedImage> {
  const { image, resolution, stem } = request;
  const layers = {
    baseArt: image.baseArt,
    titleLayer: image.titleLayer,
    resolution,
    ...(await logoOf(image.titleLayer, ports.files)),
  };
  const { imaging } = ports.thumbnails;
  const ultraHd = resolution === ULTRA_HD;
  const composed = await imaging.composeThumbnail({
    ...layers,
    target: ultraHd ? 'download' : 'youtube',
  });
  // Ultra HD is kept at full quality; when that is over YouTube's 2 MB, a copy YouTube takes
  // is made beside it.
  const youtube =
    ultraHd && composed.jpeg.length >= LIMITS.outputMaxBytes
      ? await imaging.composeThumbnail({ ...layers, target: 'youtube' })
      : null;
  const path = `${stem}.jpg`;
  // Kept with the thumbnail, so showing the check later reads it rather than measuring again.
  const feedChecks = await runFeedCheck(
    { ...layers, jpeg: (youtube ?? composed).jpeg },
    ports.thumbnails.imaging,
    request.photo && {
      photo: request.photo,
      meter: ports.thumbnails.likeness,
      ...(request.measuredLikeness !== undefined && { measured: request.measuredLikeness }),
    },
  );
  const youtubePath = youtube ? `${stem}-youtube.jpg` : ultraHd ? path : null;
  const baseArtPath = request.unchangedBaseArtPath ?? `${stem}-base.png`;
  await allSettledOrThrow([
    ports.files.put(path, composed.jpeg, 'image/jpeg'),
    youtube && youtubePath
      ? ports.files.put(youtubePath, youtube.jpeg, 'image/jpeg')
      : Promise.resolve(),
    request.unchangedBaseArtPath
      ? Promise.resolve()
      : ports.files.put(baseArtPath, image.baseArt, 'image/png'),
  ]);
  return {
    url: storedFileUrl(path),
    path,
    baseArtPath,
    titleLayer: image.titleLayer,
    resolution,
    feedChecks,
    ...(request.renderer ? { renderer: request.renderer } : {}),
    ...(youtubePath ? { youtubePath, youtubeUrl: storedFileUrl(youtubePath) } : {}),
  };
}
