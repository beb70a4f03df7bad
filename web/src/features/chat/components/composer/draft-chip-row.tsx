import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { TOUCH_SCREEN, TOUCH_TARGET } from '@/components/touch-target';
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

/**
 * The chosen details above the prompt, each removable (docs/product-rules.md section 2). A detail is a label
 * and its own remove button, which a finger can hit although it looks small.
 */
export function DraftChipRow({ draft, onRemove, disabled }: DraftChipRowProps) {
  const { options } = useRuntimeConfig();
  const chips = draftChips(draft, options.resolutions, options.defaultResolution);
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Chosen details"
      direction="row"
      // Rows far enough apart that the remove buttons' hit areas do not overlap.
      sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <Box
          component="li"
          key={chip.field}
          title={chip.label}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.25,
            maxWidth: { xs: 220, sm: 320 },
            // A finger-sized remove button makes the chip as tall on a touch screen.
            height: 32,
            [TOUCH_SCREEN]: { height: TOUCH_TARGET, borderRadius: '22px' },
            pl: 1.5,
            pr: 0.25,
            borderRadius: '16px',
            fontSize: '0.8125rem',
            color: disabled ? 'text.secondary' : 'text.primary',
            background: (t) => alpha(t.palette.primary.main, 0.14),
            border: 1,
            borderColor: (t) => alpha(t.palette.primary.main, 0.35),
          }}
        >
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {chip.label}
          </Box>
          <IconButton
            aria-label={`Remove ${FIELD_NAMES[chip.field]}`}
            onClick={() => onRemove(chip.field)}
            disabled={disabled}
            sx={{ p: 0.5, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
          >
            <CloseRounded sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
