import { API_PATHS } from '@thumbforge/contract';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';
import { DOWNLOAD_NAMES } from '../download-names';

/** `POST /download/download-zip`: the caller's own images as one zip. */
export function downloadZip(api: ApiClient, imageUrls: string[]): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadZip, { method: 'POST', body: { imageUrls } });
}

export interface DownloadAll {
  downloading: boolean;
  download: () => void;
}

/**
 * Saves the images as thumbnails.zip. SPEC.md sections 7 and 8: a call that fails outright says
 * Download failed; an answer that is not ok is ignored (only logged).
 */
export function useDownloadAll(imageUrls: string[]): DownloadAll {
  const api = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadZip(api, imageUrls), DOWNLOAD_NAMES.all);
    } catch (error) {
      if (isApiError(error) && error.status > 0) console.warn('download-zip refused', error);
      else toast.error('Download failed');
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download: () => void download() };
}
