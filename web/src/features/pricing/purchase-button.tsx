import Button from '@mui/material/Button';
import type { Plan } from '@thumbforge/contract';
import { paths } from '@/app/paths';
import { useAuthSession } from '@/lib/auth/auth-session-context';

/** Visitors are sent to sign in; checkout for members opens with the payments feature. */
export function PurchaseButton({ plan }: { plan: Plan }) {
  const { status } = useAuthSession();
  const variant = plan.popular ? 'contained' : 'outlined';

  if (status !== 'signedIn') {
    return (
      <Button href={paths.signIn} variant={variant} size="large" fullWidth>
        Sign In to Purchase
      </Button>
    );
  }
  return (
    <Button variant={variant} size="large" fullWidth disabled>
      Buy Now
    </Button>
  );
}
