import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';

/**
 * A set of the chat's images the server zips under its own names (Test & Compare's A.jpg, B.jpg;
 * language versions' hi.jpg, ar.jpg), saved as `fileName`. A failure says Download failed.
 */
export function useDownloadSet(path: string, fileName: string, imageUrls: string[]) {
  const api = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      const blob = await api.requestBlob(path, { method: 'POST', body: { imageUrls } });
      saveBlob(blob, fileName);
    } catch {
      toast.error(THUMBNAIL_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, download };
}
