import { API_PATHS, type DownloadFormat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';

/**
 * One generated image as it is stored (JPEG), fetched from its URL (docs/product-rules.md section 7). The URL is
 * a same-origin capability URL, so it needs no bearer token.
 */
export async function fetchThumbnail(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.blob();
}

/** `POST /download/image`: one of the caller's images converted to PNG or WebP (Premium and Pro). */
export function convertThumbnail(
  api: ApiClient,
  url: string,
  format: DownloadFormat,
): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadImage, {
    method: 'POST',
    body: { imageUrl: url, format },
  });
}
