import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RETENTION } from '@thumbforge/contract';
import { formatShortDate } from '@/lib/format-short-date';

/** Where a message's images were: deleted after the retention the privacy policy states. */
export function ExpiredImagesNote({ expiredAt }: { expiredAt: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: '8px',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        color: 'text.secondary',
        maxWidth: 420,
      }}
    >
      <HideImageOutlined fontSize="small" aria-hidden />
      <Typography variant="body2">
        Image expired: images are kept for {RETENTION.imageDays / 365} year and this one was deleted
        on {formatShortDate(expiredAt)}.
      </Typography>
    </Box>
  );
}
