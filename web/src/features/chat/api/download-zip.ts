import { API_PATHS, THUMBNAIL_MESSAGES, type DownloadFormat } from '@thumbforge/contract';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';
import { DOWNLOAD_NAMES } from '../download-names';

/** `POST /download/download-zip`: the caller's own images as one zip, in `format`. */
export function downloadZip(
  api: ApiClient,
  imageUrls: string[],
  format: DownloadFormat = 'jpeg',
): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadZip, { method: 'POST', body: { imageUrls, format } });
}

export interface DownloadAll {
  downloading: boolean;
  download: () => void;
}

/**
 * Saves the images as thumbnails.zip. SPEC.md sections 7 and 8: a call that fails outright says
 * Download failed; an answer that is not ok is ignored (only logged).
 */
export function useDownloadAll(imageUrls: string[], format: DownloadFormat = 'jpeg'): DownloadAll {
  const api = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadZip(api, imageUrls, format), DOWNLOAD_NAMES.all);
    } catch (error) {
      // A locked format is refused with what unlocks it; other refusals are only logged.
      if (isApiError(error) && error.status === 403) toast.error(error.message);
      else if (isApiError(error) && error.status > 0) console.warn('download-zip refused', error);
      else toast.error(THUMBNAIL_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download: () => void download() };
}
