import { API_PATHS, type DownloadFormat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /download/download-zip`: the caller's own images as one zip, in `format`. */
export function downloadZip(
  api: ApiClient,
  imageUrls: string[],
  format: DownloadFormat = 'jpeg',
): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadZip, { method: 'POST', body: { imageUrls, format } });
}
