import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { SupportEmailLink } from './support-email-link';

const LINKS = [
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms & Conditions', href: paths.termsConditions },
  { label: 'Cancellation & Refunds', href: paths.cancellationRefunds },
  { label: 'Delivery Information', href: paths.shipping },
  { label: 'Contact Us', href: paths.contact },
] as const;

/** Policy links and the support contact, at the foot of the public pages. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        background: (t) => t.palette.surface.footer,
        py: { xs: 5, md: 6 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Logo size="small" />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5, maxWidth: 320 }}>
            AI thumbnails for YouTube creators. Upload a photo, chat, and publish.
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Box component="nav" aria-label="Legal and support">
            <Typography
              component="h2"
              variant="overline"
              color="textSecondary"
              sx={{ display: 'block', mb: 1 }}
            >
              Company
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
              {LINKS.map(({ label, href }) => (
                <li key={href}>
                  <Link href={href} variant="body2" sx={{ color: 'text.primary', ...touchLink }}>
                    {label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography
              component="h2"
              variant="overline"
              color="textSecondary"
              sx={{ display: 'block', mb: 1 }}
            >
              Support
            </Typography>
            <Typography variant="body2">
              <SupportEmailLink standalone />
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              Response within 2 hours
            </Typography>
          </Box>
        </Box>
      </Container>
      <Container maxWidth="lg">
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          © {new Date().getFullYear()} ThumbForge. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
