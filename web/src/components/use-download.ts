import { useCallback, useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';

/** What a download says (docs/product-rules.md section 8): most say nothing once the file is saved. */
export interface DownloadWording {
  /** Shown while the file is made, for one that takes a while (the account's data). */
  preparing?: string;
  saved?: string;
  /** The toast for a failure, or null for one that is only logged. */
  failed: (error: unknown) => string | null;
}

interface Download {
  /** True while any of this hook's files is still being fetched. */
  downloading: boolean;
  /** Fetches one file and hands it to the browser as `fileName`; a failure is told, not thrown. */
  download: (fetchFile: (api: ApiClient) => Promise<Blob>, fileName: string) => void;
}

/** Every download of the web: a file fetched (a zip, a PDF, an image), saved, and said so. */
export function useDownload({ preparing, saved, failed }: DownloadWording): Download {
  const api = useApiClient();
  const toast = useToast();
  // A count, not a flag: YouTube copies fetch several files at once.
  const [inFlight, setInFlight] = useState(0);

  const download = useCallback<Download['download']>(
    (fetchFile, fileName) => {
      setInFlight((count) => count + 1);
      const preparingToast = preparing ? toast.loading(preparing) : undefined;
      fetchFile(api)
        .then((blob) => {
          saveBlob(blob, fileName);
          if (saved) toast.success(saved);
        })
        .catch((error: unknown) => {
          const message = failed(error);
          if (message) toast.error(message);
          else console.warn(`Downloading ${fileName} failed`, error);
        })
        .finally(() => {
          if (preparingToast !== undefined) toast.dismiss(preparingToast);
          setInFlight((count) => count - 1);
        });
    },
    [api, toast, preparing, saved, failed],
  );

  return { downloading: inFlight > 0, download };
}
