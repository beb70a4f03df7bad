import type { VariantPlan } from '../../ports/image-model.port.js';
import { alternativeArrangements } from '../layout/index.js';
import type { SceneLayout } from '../layout/index.js';
import type { ThumbnailDirections } from '../scene/index.js';
import { cutoutTitlePosition } from '../title/index.js';

/**
 * Each cut-out variant's plan with the other layouts it may take: the title in its own style,
 * placed where that layout puts it, so whichever the painter chooses reads as that variant.
 */
export function withAlternatives(
  plans: VariantPlan[],
  directions: Pick<ThumbnailDirections, 'split' | 'side'>,
  allowed: readonly SceneLayout[],
): VariantPlan[] {
  const cutouts = plans.flatMap((plan) =>
    plan.arrangement.kind === 'cutout' ? [plan.arrangement.cutout] : [],
  );
  if (cutouts.length !== plans.length) return plans;
  const alternatives = alternativeArrangements(cutouts, directions, allowed);
  return plans.map((plan, variant) => ({
    ...plan,
    alternatives: (alternatives[variant] ?? []).map((cutout) => ({
      cutout,
      titlePlan: {
        ...plan.titlePlan,
        planned: { ...plan.titlePlan.planned, position: cutoutTitlePosition(cutout) },
      },
    })),
  }));
}
