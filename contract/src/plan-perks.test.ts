import { describe, expect, it } from 'vitest';
import type { Payment } from './payment.js';
import { creatorPlan, PERK_MESSAGES, PLAN_PERKS } from './plan-perks.js';
import { PLANS, type PlanName } from './plans.js';

const order = (plan: PlanName, fields: Partial<Payment> = {}) => ({
  plan,
  status: 'paid' as const,
  amount: PLANS[plan].amount,
  reversals: [],
  ...fields,
});
const refund = (amount: number) => ({
  id: `rfnd_${amount}`,
  kind: 'refund' as const,
  amount,
  tokensTakenBack: 1,
  at: '2026-04-01T00:00:00.000Z',
  creditNote: null,
});

describe('creatorPlan', () => {
  it('gives Standard’s perks to an account that bought nothing', () => {
    expect(creatorPlan([])).toEqual({
      plan: 'standard',
      bought: false,
      perks: PLAN_PERKS.standard,
    });
  });

  it('is the highest plan paid, whatever the order of buying', () => {
    expect(creatorPlan([order('standard'), order('pro'), order('premium')]).plan).toBe('pro');
    expect(creatorPlan([order('pro', { status: 'created' }), order('premium')]).plan).toBe(
      'premium',
    );
    expect(creatorPlan([order('pro', { status: 'failed' })]).bought).toBe(false);
  });

  it('keeps a plan through a partial refund and loses it when all the money went back', () => {
    expect(creatorPlan([order('pro', { reversals: [refund(980)] })]).plan).toBe('pro');
    expect(creatorPlan([order('pro', { reversals: [refund(980), refund(1470)] })])).toMatchObject({
      plan: 'standard',
      bought: false,
    });
  });
});

describe('plan perks', () => {
  it('unlock 1080p and PNG and WebP from Premium, Ultra HD and the front of the queue for Pro', () => {
    expect(PLAN_PERKS.standard).toEqual({
      resolutions: ['1280 x 720'],
      formats: ['jpeg'],
      priority: 'normal',
    });
    expect(PLAN_PERKS.premium.resolutions).toContain('1920 x 1080');
    expect(PLAN_PERKS.premium.formats).toEqual(['jpeg', 'png', 'webp']);
    expect(PLAN_PERKS.pro).toMatchObject({ priority: 'first' });
    expect(PLAN_PERKS.pro.resolutions).toContain('3840 x 2160');
    expect(PERK_MESSAGES.formatLocked('webp')).toBe(
      'WebP downloads need the Premium or Pro plan. See the pricing page.',
    );
  });

  it('are what the pricing page lists', () => {
    expect(PLANS.premium.features).toEqual(
      expect.arrayContaining(['1920x1080 resolution', 'JPEG, PNG and WebP downloads']),
    );
    expect(PLANS.pro.features.join(' ')).toMatch(/Ultra HD 3840x2160/);
    expect(PLANS.pro.features.join(' ')).toMatch(/first in the render queue/);
  });
});
