import { creatorPlan, type CreatorPlan } from '@thumbforge/contract';
import { usePayments } from '@/lib/live/live-data-context';

/**
 * The signed-in creator's plan and perks, by the server's own rule over their payments (the
 * server refuses a locked option anyway; this only shows what is locked before asking).
 */
export function useCreatorPlan(): CreatorPlan {
  return creatorPlan(usePayments().data ?? []);
}
