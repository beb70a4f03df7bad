import ForumRounded from '@mui/icons-material/ForumRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import YouTube from '@mui/icons-material/YouTube';
import { FeatureCard, FeatureGrid } from './feature-card';
import { LandingSection } from './landing-section';

export function WhyChooseSection() {
  return (
    <LandingSection
      id="why-choose"
      eyebrow="Why creators switch"
      title="Why Choose ThumbForge"
      subtitle="Built for creators who publish often and need every thumbnail to pull its weight."
    >
      <FeatureGrid>
        <FeatureCard icon={PsychologyRounded} title="Personalized AI">
          The AI remembers the style you keep, from genre and mood to backgrounds and colours, and
          suggests what you choose again and again, so every thumbnail looks like your channel.
        </FeatureCard>
        <FeatureCard icon={ForumRounded} title="Conversational Editing">
          No layers, no tools. Select a thumbnail and say what to change; ThumbForge edits it for
          you.
        </FeatureCard>
        <FeatureCard icon={YouTube} title="YouTube Optimized">
          Exactly 1280x720, 1920x1080 with Premium or Ultra HD 3840x2160 with Pro, each with a file
          under YouTube&apos;s 2 MB limit, and titles that are always spelled right.
        </FeatureCard>
      </FeatureGrid>
    </LandingSection>
  );
}
