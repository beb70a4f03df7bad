import Button from '@mui/material/Button';
import { PLAN_LIST } from '@thumbforge/contract';
import { paths } from '@/config/paths';
import { PlanCard } from '@/components/plan-card';
import { PlanGrid } from '@/components/plan-grid';
import { LandingSection } from './landing-section';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple, Token-Based Pricing"
      subtitle="One token makes one generation of two variants, or one edit. Buy a package once and use it whenever you like."
    >
      <PlanGrid>
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            headingLevel="h3"
            action={
              <Button
                href={paths.signIn}
                variant={plan.popular ? 'contained' : 'outlined'}
                size="large"
                fullWidth
              >
                Sign In to Purchase
              </Button>
            }
          />
        ))}
      </PlanGrid>
    </LandingSection>
  );
}
