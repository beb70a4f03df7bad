import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatRupees } from '@/lib/format-rupees';
import { FROM_PRICE, MOST_SAVED_PERCENT, TRADITIONAL_PRICE } from '../price-claims';
import { LandingSection } from './landing-section';

interface Offer {
  name: string;
  price: string;
  time: string;
  winner: boolean;
}

const OFFERS: Offer[] = [
  { name: 'ThumbForge', price: FROM_PRICE, time: '2 minutes', winner: true },
  {
    name: 'Traditional tools',
    price: `${formatRupees(TRADITIONAL_PRICE)}+`,
    time: '2+ hours',
    winner: false,
  },
];

const CLAIMS = [
  { figure: '~2 minutes', rest: ' per thumbnail' },
  { figure: '60x', rest: ' faster' },
  { figure: `${MOST_SAVED_PERCENT}%`, rest: ' cost saving with Pro' },
];

function OfferCard({ offer }: { offer: Offer }) {
  const Icon = offer.winner ? CheckCircleRounded : CancelRounded;
  return (
    <Card
      component="li"
      sx={{
        listStyle: 'none',
        p: { xs: 3, md: 4 },
        ...(offer.winner
          ? {
              borderColor: 'primary.main',
              background: (t) =>
                `linear-gradient(160deg, ${alpha(t.palette.primary.main, 0.18)}, ${t.palette.surface.card} 60%)`,
            }
          : { opacity: 0.9 }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
        <Icon aria-hidden sx={{ color: offer.winner ? 'success.main' : 'text.secondary' }} />
        <Typography component="h3" variant="h6">
          {offer.name}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5 }}>
        {[
          { term: 'Cost', value: offer.price, unit: 'per thumbnail' },
          { term: 'Time', value: offer.time, unit: 'per thumbnail' },
        ].map(({ term, value, unit }) => (
          <Box key={term}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {term}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '1.75rem', md: '2.25rem' },
                fontWeight: 800,
                color: offer.winner ? 'text.primary' : 'text.secondary',
              }}
            >
              {value}{' '}
              <Box
                component="span"
                sx={{ fontSize: '0.95rem', fontWeight: 500, color: 'text.secondary' }}
              >
                {unit}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

export function ComparisonSection() {
  return (
    <LandingSection
      id="comparison"
      raised
      eyebrow="The numbers"
      title="ThumbForge vs Traditional Tools"
      subtitle="Designers and editing suites cost hours and thousands of rupees. ThumbForge doesn't."
    >
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          maxWidth: 860,
          mx: 'auto',
        }}
      >
        {OFFERS.map((offer) => (
          <OfferCard key={offer.name} offer={offer} />
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          mt: { xs: 4, md: 6 },
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          maxWidth: 860,
          mx: 'auto',
          textAlign: 'center',
        }}
      >
        {CLAIMS.map(({ figure, rest }) => (
          <Typography
            component="li"
            key={figure}
            sx={{ fontSize: '1.05rem', color: 'text.secondary', fontWeight: 500 }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                fontSize: { xs: '2rem', md: '2.5rem' },
                fontWeight: 800,
                color: 'primary.light',
              }}
            >
              {figure}
            </Box>
            {rest}
          </Typography>
        ))}
      </Box>
    </LandingSection>
  );
}
