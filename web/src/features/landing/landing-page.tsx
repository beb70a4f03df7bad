import Box from '@mui/material/Box';
import { PlanPerks } from '@/components/plan-perks';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { ComparisonSection } from './components/comparison-section';
import { DemoSection } from './components/demo-section';
import { FinalCtaSection } from './components/final-cta-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { LandingTopBar } from './components/landing-top-bar';
import { PricingSection } from './components/pricing-section';
import { TransformationSection } from './components/transformation-section';
import { WhyChooseSection } from './components/why-choose-section';
import { watchDemo } from './watch-demo';

/** docs/product-rules.md section 2: the visitor's page, its sections in the specified order. */
export function LandingPage() {
  return (
    <>
      <title>ThumbForge: AI YouTube Thumbnails</title>
      <SkipLink />
      <LandingTopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        <HeroSection onWatchDemo={watchDemo} />
        <HowItWorksSection />
        <DemoSection />
        <TransformationSection />
        <ComparisonSection />
        <WhyChooseSection />
        <PricingSection />
        <Box sx={{ px: 2, pb: { xs: 2, md: 4 } }}>
          <PlanPerks headingLevel="h2" />
        </Box>
        <FinalCtaSection />
      </Box>
      <SiteFooter />
    </>
  );
}
