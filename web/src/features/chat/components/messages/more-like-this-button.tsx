import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Button from '@mui/material/Button';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useChatSession } from '../../chat-session';

/**
 * New variants in this chat from the photo, prompt, title and choices the reply's thumbnails were
 * made from, without uploading the photo again: one token, as a generation. Off at a balance of 0,
 * as Send is; the composer offers the tokens then.
 */
export function MoreLikeThisButton({ url }: { url: string }) {
  const { moreLikeThis, progress } = useChatSession();
  const { authUser, tokens } = useCurrentUser();
  const outOfTokens = authUser !== null && tokens === 0;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AutoAwesomeRounded />}
      disabled={progress !== null || outOfTokens}
      onClick={() => void moreLikeThis(url)}
      sx={{ justifySelf: 'start' }}
    >
      More like this · 1 token
    </Button>
  );
}
