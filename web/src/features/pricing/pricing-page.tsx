import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useRuntimeConfig } from '@/config/runtime-config';
import { BackButton } from '@/components/back-button';
import { RouterLink } from '@/components/router-link';
import { PageLayout } from '@/components/page-layout';
import { PlanPerks } from '@/components/plan-perks';
import { touchLink } from '@/components/touch-target';
import { useAuthSession } from '@/lib/auth/auth-session-context';
import { CheckoutProvider } from './checkout/checkout-provider';
import { PlanOffers } from './plan-offers';

/** docs/product-rules.md's claims; Cancel anytime is closing the account, whenever, as that page says. */
const CLAIMS = [
  { text: 'Tokens never expire' },
  { text: 'No commitments' },
  { text: 'Cancel anytime', href: paths.cancellationRefunds },
];

export function PricingPage() {
  const { status } = useAuthSession();
  const { checkout } = useRuntimeConfig();
  const back =
    status === 'signedIn' ? (
      <BackButton to={paths.dashboard} label="Back to Dashboard" />
    ) : (
      <BackButton to={paths.home} label="Back to Home" />
    );

  return (
    <PageLayout back={back} width="lg">
      <title>Pricing · ThumbForge</title>
      <Box sx={{ textAlign: 'center', maxWidth: 820, mx: 'auto', mb: { xs: 6, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
          Choose Your Token Package
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
          One token makes one generation of two variants, or one edit. Pick the package that fits
          how often you publish. Prices include GST; each package is paid once, with no
          subscription, and you can close your account whenever you like.
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: { xs: 1.5, sm: 3 },
          }}
        >
          {CLAIMS.map((claim) => (
            <Box
              component="li"
              key={claim.text}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
            >
              <CheckRounded aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
              {claim.href ? (
                <Link component={RouterLink} href={claim.href} color="inherit" sx={touchLink}>
                  {claim.text}
                </Link>
              ) : (
                claim.text
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <CheckoutProvider provider={checkout.provider}>
        <PlanOffers />
      </CheckoutProvider>
      <Box sx={{ mt: { xs: 6, md: 8 } }}>
        <PlanPerks headingLevel="h2" />
      </Box>
    </PageLayout>
  );
}
