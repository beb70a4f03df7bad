import { API_PATHS, receiptFileName } from '@thumbforge/contract';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';

/** `GET /payment/{id}`: the PDF receipt of a paid payment. */
export function getReceipt(api: ApiClient, paymentId: string): Promise<Blob> {
  return api.requestBlob(API_PATHS.receipt(paymentId));
}

export interface ReceiptDownload {
  downloading: boolean;
  download: () => void;
}

/** Saves the receipt as `receipt_{id}.pdf`, with SPEC.md section 8's toasts. */
export function useReceiptDownload(paymentId: string): ReceiptDownload {
  const api = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await getReceipt(api, paymentId), receiptFileName(paymentId));
      toast.success('Receipt downloaded successfully!');
    } catch {
      toast.error('Failed to download receipt');
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download: () => void download() };
}
