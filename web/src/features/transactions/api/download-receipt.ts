import {
  API_PATHS,
  PAYMENT_MESSAGES,
  receiptFileName,
  taxDocumentFileName,
} from '@thumbforge/contract';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { saveBlob } from '@/lib/save-blob';
import { useToast } from '@/lib/toast/use-toast';

/** `GET /payment/{id}`: the PDF receipt (or tax invoice) of a paid payment. */
export function getReceipt(api: ApiClient, paymentId: string): Promise<Blob> {
  return api.requestBlob(API_PATHS.receipt(paymentId));
}

export interface ReceiptDownload {
  downloading: boolean;
  download: () => void;
}

/** Saves one of the payment's PDFs under `fileName`, with SPEC.md section 8's toasts. */
function usePdfDownload(path: string, fileName: string): ReceiptDownload {
  const api = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await api.requestBlob(path), fileName);
      toast.success(PAYMENT_MESSAGES.receiptDownloaded);
    } catch {
      toast.error(PAYMENT_MESSAGES.receiptDownloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download: () => void download() };
}

/** The receipt or tax invoice, saved as `receipt_{id}.pdf` as SPEC.md section 7 says. */
export function useReceiptDownload(paymentId: string): ReceiptDownload {
  return usePdfDownload(API_PATHS.receipt(paymentId), receiptFileName(paymentId));
}

/** A credit note of the payment's tax invoice, saved under its number. */
export function useCreditNoteDownload(paymentId: string, number: string): ReceiptDownload {
  return usePdfDownload(API_PATHS.creditNote(paymentId, number), taxDocumentFileName(number));
}
