import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Button from '@mui/material/Button';
import { useChatSession } from '../../chat-session';

/**
 * New variants in this chat from the photo, prompt, title and choices the reply's thumbnails were
 * made from, without uploading the photo again: one token, as a generation.
 */
export function MoreLikeThisButton({ url }: { url: string }) {
  const { moreLikeThis, progress } = useChatSession();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AutoAwesomeRounded />}
      disabled={progress !== null}
      onClick={() => void moreLikeThis(url)}
      sx={{ justifySelf: 'start' }}
    >
      More like this · 1 token
    </Button>
  );
}
