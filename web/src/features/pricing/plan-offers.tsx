import { PLAN_LIST } from '@thumbforge/contract';
import { PlanCard } from '@/components/plan-card';
import { PlanGrid } from '@/components/plan-grid';
import { BillingDetailsDialog } from './billing-details-dialog';
import { PurchaseButton } from './purchase-button';
import { usePurchase } from './use-purchase';

/** The plan cards with their buttons, sharing one purchase so only one runs at a time. */
export function PlanOffers() {
  const purchase = usePurchase();
  return (
    <>
      <PlanGrid>
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            headingLevel="h2"
            action={<PurchaseButton plan={plan} purchase={purchase} />}
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
