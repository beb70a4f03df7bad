import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { TRANSFORMATIONS, type TransformationExample } from '../landing-examples';
import { LandingSection } from './landing-section';
import { RenderedThumbnail } from './rendered-thumbnail';

function StageLabel({ children }: { children: string }) {
  return (
    <Typography
      variant="overline"
      component="p"
      sx={{ color: 'text.secondary', lineHeight: 1, mb: 1 }}
    >
      {children}
    </Typography>
  );
}

function TransformationCard({ example }: { example: TransformationExample }) {
  return (
    <Card component="li" sx={{ p: 2.5, listStyle: 'none' }}>
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        {example.genre}
      </Typography>
      <StageLabel>Before</StageLabel>
      <Box
        component="img"
        src={example.before.photo}
        alt={example.before.alt}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          objectPosition: example.before.focus ?? 'center',
          borderRadius: '8px',
          filter: 'saturate(0.85)',
        }}
      />
      <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.75 }}>
        {example.before.credit}
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', my: 1.5 }}>
        <ArrowDownwardRounded sx={{ color: 'primary.light' }} />
      </Box>
      <StageLabel>After</StageLabel>
      <RenderedThumbnail
        example={example.after}
        sizes="(min-width: 900px) 330px, min(calc(100vw - 72px), 440px)"
      />
    </Card>
  );
}

export function TransformationSection() {
  return (
    <LandingSection
      id="transformation"
      eyebrow="Before and after"
      title="See The Transformation"
      subtitle="Free-to-use photos, each turned into a thumbnail for a video about what it shows."
    >
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          maxWidth: { xs: 480, md: 'none' },
          mx: 'auto',
        }}
      >
        {TRANSFORMATIONS.map((example) => (
          <TransformationCard key={example.genre} example={example} />
        ))}
      </Box>
    </LandingSection>
  );
}
