import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { BackButton } from '@/components/back-button';
import { PageLayout } from '@/components/page-layout';

interface PolicyDocumentProps {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}

/** A policy page: back button, title, summary, then `PolicySection`s. */
export function PolicyDocument({ title, summary, children }: PolicyDocumentProps) {
  return (
    <PageLayout back={<BackButton fallback={paths.home} />}>
      <title>{`${title} · ThumbForge`}</title>
      <Box component="article" sx={{ maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ fontSize: '1.125rem', mb: { xs: 4, md: 6 } }}>
          {summary}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            color: 'text.secondary',
            lineHeight: 1.75,
            '& p': { m: 0, mb: 1.5 },
            '& ul': { m: 0, mb: 1.5, pl: 3 },
            '& li': { mb: 0.75 },
            '& strong': { color: 'text.primary', fontWeight: 600 },
          }}
        >
          {children}
        </Box>
      </Box>
    </PageLayout>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="h5"
        sx={{ color: 'text.primary', mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
