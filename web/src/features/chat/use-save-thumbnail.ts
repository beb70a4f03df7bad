import type { DownloadFormat } from '@thumbforge/contract';
import { useDownload } from '@/components/use-download';
import { convertThumbnail, fetchThumbnail } from './api/download-thumbnail';
import { CONVERTED_IMAGE_DOWNLOAD, STORED_IMAGE_DOWNLOAD } from './download-wordings';

/** Saves one thumbnail in `format`: JPEG as it is stored, PNG or WebP converted by the server. */
export function useSaveThumbnail(format: DownloadFormat) {
  const stored = format === 'jpeg';
  const { download } = useDownload(stored ? STORED_IMAGE_DOWNLOAD : CONVERTED_IMAGE_DOWNLOAD);
  return (url: string, fileName: string) =>
    stored
      ? download(() => fetchThumbnail(url), fileName)
      : download((api) => convertThumbnail(api, url, format), fileName);
}
