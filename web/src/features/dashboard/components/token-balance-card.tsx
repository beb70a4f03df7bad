import TollRounded from '@mui/icons-material/TollRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useCurrentUser } from '@/lib/auth/current-user-context';

/** The balance from `/auth/me`, kept current by the client auth state. */
export function TokenBalanceCard({ compact }: { compact: boolean }) {
  const { tokens, checking, authUser } = useCurrentUser();
  const loading = checking && !authUser;
  const label = loading ? 'Token balance loading' : `Token balance: ${tokens}`;

  if (compact) {
    return (
      <Tooltip title={label} placement="right">
        <Box
          role="status"
          aria-label={label}
          sx={{
            mx: 'auto',
            minWidth: 44,
            height: 44,
            px: 1,
            gap: 0.5,
            borderRadius: '12px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 800,
            background: (t) => alpha(t.palette.primary.main, 0.14),
            border: 1,
            borderColor: (t) => alpha(t.palette.primary.main, 0.4),
          }}
        >
          {/* The coin says what the number counts: alone, it read as a count of notifications. */}
          <TollRounded aria-hidden fontSize="small" sx={{ color: 'primary.light' }} />
          {loading ? '…' : tokens}
        </Box>
      </Tooltip>
    );
  }

  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: '12px',
        border: 1,
        borderColor: (t) => alpha(t.palette.primary.main, 0.35),
        background: (t) =>
          `linear-gradient(135deg, ${alpha(t.palette.primary.main, 0.2)} 0%, ${alpha(t.palette.primary.main, 0.05)} 100%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          background: (t) => t.palette.primary.main,
          color: 'common.white',
        }}
      >
        <TollRounded />
      </Box>
      <Box>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.1 }}>
          {loading ? <Skeleton width={28} /> : tokens}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Tokens
        </Typography>
      </Box>
    </Box>
  );
}
