import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { PAYMENT_MESSAGES, receiptFileName, taxDocumentFileName } from '@thumbforge/contract';
import { useDownload, type DownloadWording } from '@/components/use-download';
import type { ApiClient } from '@/lib/api/api-client';
import { getCreditNote, getReceipt } from '../api/download-receipt';

/** docs/product-rules.md section 8: a payment's PDFs say when they are saved and when they could not be. */
const PDF_DOWNLOAD: DownloadWording = {
  saved: PAYMENT_MESSAGES.receiptDownloaded,
  failed: () => PAYMENT_MESSAGES.receiptDownloadFailed,
};

function PdfButton({
  fetchPdf,
  fileName,
  label,
  small,
}: {
  fetchPdf: (api: ApiClient) => Promise<Blob>;
  fileName: string;
  label: string;
  small?: boolean;
}) {
  const { downloading, download } = useDownload(PDF_DOWNLOAD);
  return (
    <Button
      variant="outlined"
      size={small ? 'small' : 'medium'}
      startIcon={<DownloadRounded />}
      loading={downloading}
      loadingPosition="start"
      onClick={() => download(fetchPdf, fileName)}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

/** The payment's receipt, or its GST tax invoice when it has one; saved as `receipt_{id}.pdf`. */
export function ReceiptButton({
  paymentId,
  taxInvoice,
}: {
  paymentId: string;
  taxInvoice: boolean;
}) {
  return (
    <PdfButton
      fetchPdf={(api) => getReceipt(api, paymentId)}
      fileName={receiptFileName(paymentId)}
      label={taxInvoice ? 'Download Invoice' : 'Download Receipt'}
    />
  );
}

/** A credit note of the payment's tax invoice, beside the refund it was issued for. */
export function CreditNoteButton({ paymentId, number }: { paymentId: string; number: string }) {
  return (
    <PdfButton
      fetchPdf={(api) => getCreditNote(api, paymentId, number)}
      fileName={taxDocumentFileName(number)}
      label="Credit Note"
      small
    />
  );
}
