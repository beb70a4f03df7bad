import { useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import {
  draftFrom,
  NO_CHOICES,
  withoutChip,
  type ChipField,
  type DraftChoices,
  type ThumbnailDraft,
} from '../../thumbnail-draft';

interface ThumbnailDraftState {
  draft: ThumbnailDraft;
  choose: (choice: Partial<DraftChoices>) => void;
  removeChip: (field: ChipField) => void;
  /** After a generation: back to the saved preferences and the default resolution. */
  reset: () => void;
}

/** The composer's form; unchosen details follow the creator's saved preferences as they load. */
export function useThumbnailDraft(): ThumbnailDraftState {
  const { options } = useRuntimeConfig();
  const { authUser } = useCurrentUser();
  const [choices, setChoices] = useState<DraftChoices>(NO_CHOICES);
  return {
    draft: draftFrom(choices, authUser?.preferences, options.defaultResolution),
    choose: (choice) => setChoices((current) => ({ ...current, ...choice })),
    removeChip: (field) =>
      setChoices((current) => withoutChip(current, field, options.defaultResolution)),
    reset: () => setChoices(NO_CHOICES),
  };
}
