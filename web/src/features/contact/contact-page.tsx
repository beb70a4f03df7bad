import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { BackButton } from '@/components/back-button';
import { PageLayout } from '@/components/page-layout';
import { SupportEmailLink } from '@/components/support-email-link';

export function ContactPage() {
  return (
    <PageLayout back={<BackButton fallback={paths.home} />} width="sm">
      <title>Contact Us · ThumbForge</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}>
        Contact Us
      </Typography>
      <Typography color="textSecondary" sx={{ fontSize: '1.125rem', mb: 4 }}>
        Questions about your thumbnails, tokens or a payment? Write to us and a person will reply.
      </Typography>
      <Card sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MailOutlineRounded aria-hidden sx={{ color: 'primary.light', mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6">
              Email support
            </Typography>
            <SupportEmailLink standalone />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ScheduleRounded aria-hidden sx={{ color: 'primary.light', mt: 0.25 }} />
          <Box>
            <Typography component="h2" variant="h6">
              Response within 2 hours
            </Typography>
            <Typography color="textSecondary">
              Include the email you sign in with and, for payments, the payment number from your
              transaction history.
            </Typography>
          </Box>
        </Box>
      </Card>
    </PageLayout>
  );
}
