import Box from '@mui/material/Box';
import { ACCOUNT_MESSAGES, PLAN_LIST } from '@thumbforge/contract';
import { useId } from 'react';
import { ClosedAccountNote, useAccountClosed } from '@/components/account/closed-account-note';
import { PlanCard } from '@/components/plan-card';
import { PlanGrid } from '@/components/plan-grid';
import { BillingDetailsDialog } from './billing-details-dialog';
import { PurchaseButton } from './purchase-button';
import { usePurchase } from './use-purchase';

/** The plan cards with their buttons, sharing one purchase so only one runs at a time. */
export function PlanOffers() {
  const purchase = usePurchase();
  const closed = useAccountClosed();
  const noteId = useId();
  return (
    <>
      {closed && (
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <ClosedAccountNote id={noteId} text={ACCOUNT_MESSAGES.closedNoBuying} />
        </Box>
      )}
      <PlanGrid>
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            headingLevel="h2"
            action={
              <PurchaseButton
                plan={plan}
                purchase={purchase}
                closedNoteId={closed ? noteId : null}
              />
            }
          />
        ))}
      </PlanGrid>
      <BillingDetailsDialog
        plan={purchase.billingFor}
        onContinue={purchase.continueWith}
        onCancel={purchase.cancelBilling}
      />
    </>
  );
}
