import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TokenGrant } from '@thumbforge/contract';
import { formatPaymentDate } from '../format-payment-date';

/** Tokens support added by hand, each with its reason; nothing at all when there are none. */
export function TokenGrants({ grants }: { grants: TokenGrant[] | null }) {
  if (!grants || grants.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="token-grants" sx={{ mt: 5 }}>
      <Typography id="token-grants" component="h2" variant="h5" sx={{ mb: 2 }}>
        Tokens from support
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
        {grants.map((grant) => (
          <Card
            component="li"
            key={grant._id}
            sx={{
              p: { xs: 2, sm: 2.5 },
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: 2,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {grant.reason}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {formatPaymentDate(grant.createdAt)}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 800, flexShrink: 0, color: 'success.main' }}>
              +{grant.tokens} {grant.tokens === 1 ? 'token' : 'tokens'}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
