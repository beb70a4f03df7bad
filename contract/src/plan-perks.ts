import { z } from 'zod';
import type { Resolution } from './options.js';
import type { Payment } from './payment.js';
import { reversalTotals } from './payment-reversals.js';
import { PLANS, type PlanName } from './plans.js';

/** The file types a thumbnail can be downloaded as; JPEG is what is stored. */
export const DOWNLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS, {
  error: 'The format must be jpeg, png or webp',
});
export type DownloadFormat = z.infer<typeof downloadFormatSchema>;
export const DOWNLOAD_EXTENSIONS: Record<DownloadFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};
export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
};

/** Where a creator's generations wait in the render queue. */
export type RenderPriority = 'first' | 'normal';

export interface PlanPerks {
  resolutions: readonly Resolution[];
  formats: readonly DownloadFormat[];
  priority: RenderPriority;
}

/**
 * What each plan unlocks (the pricing page's feature lists say exactly this). A creator has the
 * perks of the highest plan bought and not refunded; the free tokens give Standard's.
 */
export const PLAN_PERKS: Record<PlanName, PlanPerks> = {
  standard: { resolutions: ['1280 x 720'], formats: ['jpeg'], priority: 'normal' },
  premium: {
    resolutions: ['1280 x 720', '1920 x 1080'],
    formats: ['jpeg', 'png', 'webp'],
    priority: 'normal',
  },
  pro: {
    resolutions: ['1280 x 720', '1920 x 1080', '3840 x 2160'],
    formats: ['jpeg', 'png', 'webp'],
    priority: 'first',
  },
};

const PLAN_ORDER: readonly PlanName[] = ['standard', 'premium', 'pro'];

export function planRank(plan: PlanName): number {
  return PLAN_ORDER.indexOf(plan);
}

/** The lowest plan that unlocks a perk. */
export function planUnlocking(has: (perks: PlanPerks) => boolean): PlanName {
  return PLAN_ORDER.find((plan) => has(PLAN_PERKS[plan])) ?? 'pro';
}

/** "Premium or Pro", "Pro": the plans that unlock a perk, as the locked option says it. */
export function plansUnlocking(has: (perks: PlanPerks) => boolean): string {
  const names = PLAN_ORDER.filter((plan) => has(PLAN_PERKS[plan])).map((plan) => PLANS[plan].name);
  return names.join(' or ');
}

export const PERK_MESSAGES = {
  resolutionLocked: (resolution: Resolution) =>
    `${resolution} needs the ${plansUnlocking((perks) => perks.resolutions.includes(resolution))} plan. See the pricing page.`,
  formatLocked: (format: DownloadFormat) =>
    `${DOWNLOAD_FORMAT_LABELS[format]} downloads need the ${plansUnlocking((perks) => perks.formats.includes(format))} plan. See the pricing page.`,
} as const;

export interface CreatorPlan {
  plan: PlanName;
  /** False while only the free tokens (Standard's perks) are held. */
  bought: boolean;
  perks: PlanPerks;
}

/**
 * A creator's plan: the highest plan of a paid order whose money did not all go back (a partial
 * refund of unused tokens keeps it); Standard's perks when none.
 */
export function creatorPlan(
  payments: readonly Pick<Payment, 'plan' | 'status' | 'amount' | 'reversals'>[],
): CreatorPlan {
  const kept = payments
    .filter((payment) => payment.status === 'paid' && !reversalTotals(payment).full)
    .map((payment) => payment.plan);
  const plan = kept.reduce<PlanName | null>(
    (best, candidate) => (best && planRank(best) >= planRank(candidate) ? best : candidate),
    null,
  );
  return { plan: plan ?? 'standard', bought: plan !== null, perks: PLAN_PERKS[plan ?? 'standard'] };
}
