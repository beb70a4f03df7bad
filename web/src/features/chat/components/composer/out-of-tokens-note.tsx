import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

/**
 * Where the composer's hint was: with no token left, the way on is buying more, right here
 * rather than in a toast after a send that cannot work.
 */
export function OutOfTokensNote() {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, flexWrap: 'wrap' }}
      role="status"
    >
      <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 160 }}>
        You have no tokens left. Each generation or change uses one.
      </Typography>
      <Button
        href={paths.pricing}
        variant="contained"
        size="small"
        startIcon={<ShoppingCartRounded />}
        sx={{ flexShrink: 0 }}
      >
        Buy tokens
      </Button>
    </Box>
  );
}
