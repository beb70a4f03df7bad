import { z } from 'zod';

export const PLAN_NAMES = ['standard', 'premium', 'pro'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const planSchema = z.object({
  key: planNameSchema,
  name: z.string(),
  /** Whole rupees; the gateway is sent paise. */
  amount: z.number().int().positive(),
  tokens: z.number().int().positive(),
  perThumbnail: z.number().int().positive(),
  popular: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

function plan(
  key: PlanName,
  name: string,
  amount: number,
  tokens: number,
  features: string[],
  popular = false,
): Plan {
  return {
    key,
    name,
    amount,
    tokens,
    perThumbnail: Math.round(amount / tokens),
    popular,
    features,
  };
}

/**
 * The server's price list: orders are priced from here, never from the client. Prices include GST.
 * The feature lists say what `PLAN_PERKS` grants.
 */
export const PLANS: Record<PlanName, Plan> = {
  standard: plan('standard', 'Standard', 800, 10, [
    '1280x720 resolution',
    'JPEG downloads',
    'Basic support',
  ]),
  premium: plan(
    'premium',
    'Premium',
    1400,
    25,
    ['1920x1080 resolution', 'JPEG, PNG and WebP downloads', 'Priority support'],
    true,
  ),
  pro: plan('pro', 'Pro', 2450, 50, [
    'Ultra HD 3840x2160, with a YouTube-ready copy under 2 MB',
    'Everything in Premium',
    'Your generations go first in the render queue',
    '24/7 priority support',
  ]),
};

export const PLAN_LIST: Plan[] = PLAN_NAMES.map((key) => PLANS[key]);

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
