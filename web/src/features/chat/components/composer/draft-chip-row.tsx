import CancelRounded from '@mui/icons-material/CancelRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRuntimeConfig } from '@/config/runtime-config';
import { draftChips, type ChipField, type ThumbnailDraft } from '../../thumbnail-draft';

const FIELD_NAMES: Record<ChipField, string> = {
  file: 'image',
  genre: 'genre',
  mood: 'mood',
  resolution: 'resolution',
  title: 'video title',
};

interface DraftChipRowProps {
  draft: ThumbnailDraft;
  onRemove: (field: ChipField) => void;
  disabled: boolean;
}

/** The chosen details above the prompt, each removable (SPEC.md section 2). */
export function DraftChipRow({ draft, onRemove, disabled }: DraftChipRowProps) {
  const { options } = useRuntimeConfig();
  const chips = draftChips(draft, options.resolutions, options.defaultResolution);
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Chosen details"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <li key={chip.field}>
          <Chip
            label={chip.label}
            title={chip.label}
            size="small"
            disabled={disabled}
            onDelete={() => onRemove(chip.field)}
            deleteIcon={
              // SvgIcon hides itself from assistive tech unless told otherwise; this one acts.
              <CancelRounded
                role="button"
                aria-hidden={false}
                aria-label={`Remove ${FIELD_NAMES[chip.field]}`}
              />
            }
            sx={{
              maxWidth: { xs: 220, sm: 320 },
              background: 'rgba(229, 9, 20, 0.14)',
              border: 1,
              borderColor: 'rgba(229, 9, 20, 0.35)',
              // MUI fades a disabled chip to 38% opacity, too faint to read while generating.
              '&.Mui-disabled': { opacity: 1, color: 'text.secondary' },
              '&.Mui-disabled .MuiChip-deleteIcon': { opacity: 0.4 },
            }}
          />
        </li>
      ))}
    </Stack>
  );
}
