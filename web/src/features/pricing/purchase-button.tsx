import Button, { buttonClasses } from '@mui/material/Button';
import type { Plan } from '@thumbforge/contract';
import { useRef } from 'react';
import { paths, signInReturningTo } from '@/config/paths';
import { useAuthSession } from '@/lib/auth/auth-session-context';
import { useRefocusWhenDone } from '@/lib/focus';
import type { Purchase } from './use-purchase';

interface PurchaseButtonProps {
  plan: Plan;
  purchase: Purchase;
  /** Set while the account is closed: the button is disabled and described by that line. */
  closedNoteId: string | null;
}

/** Visitors are sent to sign in and back; members buy, one plan at a time. */
export function PurchaseButton({ plan, purchase, closedNoteId }: PurchaseButtonProps) {
  const { status } = useAuthSession();
  const variant = plan.popular ? 'contained' : 'outlined';
  const processing = purchase.pendingPlan === plan.key;
  // Disabled while its checkout is open; dismissed, the checkout hands focus back here.
  const button = useRef<HTMLButtonElement>(null);
  useRefocusWhenDone(processing, button);

  if (status !== 'signedIn') {
    return (
      <Button href={signInReturningTo(paths.pricing)} variant={variant} size="large" fullWidth>
        Sign In to Purchase
      </Button>
    );
  }
  return (
    <Button
      ref={button}
      variant={variant}
      size="large"
      fullWidth
      onClick={() => purchase.buy(plan)}
      loading={processing}
      loadingPosition="start"
      disabled={purchase.pendingPlan !== null || closedNoteId !== null}
      aria-describedby={closedNoteId ?? undefined}
      // The plan in progress stays legible; MUI would dim it like the plans waiting their turn.
      sx={{
        [`&.${buttonClasses.loading}`]: {
          color: 'text.primary',
          ...(plan.popular && { bgcolor: 'primary.dark' }),
        },
      }}
    >
      {processing ? 'Processing...' : 'Buy Now'}
    </Button>
  );
}
