import { creatorPlan, OPTIONS_CONFIG, PLANS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { formatOptions, resolutionOptions } from './perk-options';

const paid = (plan: 'premium' | 'pro') =>
  creatorPlan([{ plan, status: 'paid', amount: PLANS[plan].amount, reversals: [] }]);

describe('perk options', () => {
  it('lock Full HD and Ultra HD for the free tokens, naming the plans that unlock them', () => {
    const options = resolutionOptions(OPTIONS_CONFIG.resolutions, creatorPlan([]));
    expect(options.map((option) => option.needs)).toEqual([undefined, 'Premium or Pro', 'Pro']);
    expect(formatOptions(creatorPlan([])).map((option) => option.needs)).toEqual([
      undefined,
      'Premium or Pro',
      'Premium or Pro',
    ]);
  });

  it('unlock Full HD and every format with Premium, and Ultra HD with Pro', () => {
    expect(
      resolutionOptions(OPTIONS_CONFIG.resolutions, paid('premium')).map((o) => o.needs),
    ).toEqual([undefined, undefined, 'Pro']);
    expect(formatOptions(paid('premium')).every((option) => !option.needs)).toBe(true);
    expect(resolutionOptions(OPTIONS_CONFIG.resolutions, paid('pro')).every((o) => !o.needs)).toBe(
      true,
    );
  });
});
