import {
  DOWNLOAD_FORMAT_LABELS,
  DOWNLOAD_FORMATS,
  plansUnlocking,
  type CreatorPlan,
  type DownloadFormat,
  type Resolution,
} from '@thumbforge/contract';
import type { SelectOption } from './components/composer/option-select';

/** The resolutions, those the plan does not unlock marked with the plans that do. */
export function resolutionOptions(
  resolutions: readonly { value: string; label: string }[],
  plan: CreatorPlan,
): SelectOption[] {
  return resolutions.map((option) => {
    const value = option.value as Resolution;
    return plan.perks.resolutions.includes(value)
      ? option
      : { ...option, needs: plansUnlocking((perks) => perks.resolutions.includes(value)) };
  });
}

/** JPEG, PNG and WebP, those the plan does not unlock marked likewise. */
export function formatOptions(plan: CreatorPlan): SelectOption[] {
  return DOWNLOAD_FORMATS.map((format: DownloadFormat) => ({
    value: format,
    label: DOWNLOAD_FORMAT_LABELS[format],
    ...(plan.perks.formats.includes(format)
      ? {}
      : { needs: plansUnlocking((perks) => perks.formats.includes(format)) }),
  }));
}
