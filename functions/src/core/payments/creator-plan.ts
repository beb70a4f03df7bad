import {
  creatorPlan,
  PERK_MESSAGES,
  type CreatorPlan,
  type DownloadFormat,
  type Resolution,
} from '@thumbforge/contract';
import { Forbidden } from '../errors.js';
import type { PaymentStore } from '../ports/payment-store.port.js';

/** The creator's plan and perks, from their orders (`creatorPlan` says which count). */
export async function creatorPlanOf(
  userId: string,
  store: Pick<PaymentStore, 'listByOwner'>,
): Promise<CreatorPlan> {
  return creatorPlan(await store.listByOwner(userId));
}

/** A resolution the plan does not unlock is refused (403) before any token is held. */
export function assertResolutionAllowed(resolution: Resolution, plan: CreatorPlan): void {
  if (plan.perks.resolutions.includes(resolution)) return;
  throw new Forbidden(PERK_MESSAGES.resolutionLocked(resolution), `${plan.plan} plan`);
}

/** A download format the plan does not unlock is refused (403). */
export function assertFormatAllowed(format: DownloadFormat, plan: CreatorPlan): void {
  if (plan.perks.formats.includes(format)) return;
  throw new Forbidden(PERK_MESSAGES.formatLocked(format), `${plan.plan} plan`);
}
