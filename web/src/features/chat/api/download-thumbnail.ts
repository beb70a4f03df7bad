import { API_PATHS, downloadFileName, type DownloadFormat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';
import { saveBlob } from '@/lib/save-blob';
import { DOWNLOAD_NAMES } from '../download-names';

/**
 * Saves one generated image as thumbnail.jpg by fetching its URL (SPEC.md section 7). The URL is
 * a same-origin capability URL, so it needs no bearer token. Failures are only logged (section 8).
 */
export async function downloadThumbnail(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`the image answered ${response.status}`);
    saveBlob(await response.blob(), DOWNLOAD_NAMES.single);
  } catch (error) {
    console.error('Downloading the thumbnail failed', error);
  }
}

/**
 * Saves one of the caller's images as PNG or WebP (Premium and Pro): the server converts it
 * (`POST /download/image`). A refusal is shown as the server words it.
 */
export async function downloadThumbnailAs(
  api: ApiClient,
  url: string,
  format: DownloadFormat,
): Promise<void> {
  const blob = await api.requestBlob(API_PATHS.downloadImage, {
    method: 'POST',
    body: { imageUrl: url, format },
  });
  saveBlob(blob, downloadFileName(format));
}
