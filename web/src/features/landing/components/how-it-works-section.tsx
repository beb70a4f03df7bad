import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import { FeatureCard, FeatureGrid } from './feature-card';
import { LandingSection } from './landing-section';

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="Three steps"
      title="How It Works"
      subtitle="From a single photo to a finished thumbnail, without touching a design tool."
    >
      <FeatureGrid>
        <FeatureCard kicker="Step 1" icon={AddPhotoAlternateRounded} title="Upload Your Photo">
          Upload a photo, answer 4 quick questions about your video and share your vision.
        </FeatureCard>
        <FeatureCard kicker="Step 2" icon={ForumRounded} title="AI Creates, You Chat to Edit">
          Get your thumbnail in about 2 minutes, then refine it by chatting: bigger text, more
          drama, a different background.
        </FeatureCard>
        <FeatureCard kicker="Step 3" icon={DownloadRounded} title="Download & Upload">
          Download it at YouTube&apos;s size and upload it with your video. No watermarks, ever.
        </FeatureCard>
      </FeatureGrid>
    </LandingSection>
  );
}
