import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import {
  useCreditNoteDownload,
  useReceiptDownload,
  type ReceiptDownload,
} from '../api/download-receipt';

function PdfButton({
  pdf,
  label,
  small,
}: {
  pdf: ReceiptDownload;
  label: string;
  small?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      size={small ? 'small' : 'medium'}
      startIcon={<DownloadRounded />}
      loading={pdf.downloading}
      loadingPosition="start"
      onClick={pdf.download}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

/** The payment's receipt, or its GST tax invoice when it has one. */
export function ReceiptButton({
  paymentId,
  taxInvoice,
}: {
  paymentId: string;
  taxInvoice: boolean;
}) {
  const pdf = useReceiptDownload(paymentId);
  return <PdfButton pdf={pdf} label={taxInvoice ? 'Download Invoice' : 'Download Receipt'} />;
}

/** A credit note of the payment's tax invoice, beside the refund it was issued for. */
export function CreditNoteButton({ paymentId, number }: { paymentId: string; number: string }) {
  const pdf = useCreditNoteDownload(paymentId, number);
  return <PdfButton pdf={pdf} label="Credit Note" small />;
}
