import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useReceiptDownload } from '../api/download-receipt';

export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { downloading, download } = useReceiptDownload(paymentId);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadRounded />}
      loading={downloading}
      loadingPosition="start"
      onClick={download}
      sx={{ flexShrink: 0 }}
    >
      Download Receipt
    </Button>
  );
}
