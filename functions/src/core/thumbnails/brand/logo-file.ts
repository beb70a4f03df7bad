import type { TitleLayer } from '@thumbforge/contract';
import type { FileStore } from '../../ports/file-store.port.js';

/**
 * The logo a title layer names, read for compositing. A logo since replaced or removed is left
 * out rather than failing the thumbnail: the kit now says something else.
 */
export async function logoOf(
  layer: TitleLayer,
  files: Pick<FileStore, 'read'>,
): Promise<{ logo?: Uint8Array }> {
  if (!layer.logo) return {};
  const stored = await files.read(layer.logo.path);
  return stored ? { logo: stored.bytes } : {};
}
