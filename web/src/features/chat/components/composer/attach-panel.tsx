import TitleRounded from '@mui/icons-material/TitleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useCreatorPlan } from '@/lib/use-creator-plan';
import { resolutionOptions } from '../../perk-options';
import { capitalize, type DraftChoices, type ThumbnailDraft } from '../../thumbnail-draft';
import { OptionSelect } from './option-select';
import { PhotoPicker } from './photo-picker';
import { ThingsPicker } from './things-picker';

interface AttachPanelProps {
  draft: ThumbnailDraft;
  choose: (choice: Partial<DraftChoices>) => void;
  onEditTitle: () => void;
}

const named = (values: readonly string[]) =>
  values.map((value) => ({ value, label: capitalize(value) }));

/**
 * The attach menu's content: the photo (then, once it is chosen, the other photos) and the four
 * quick questions of docs/product-rules.md section 1.
 */
export function AttachPanel({ draft, choose, onEditTitle }: AttachPanelProps) {
  const { options } = useRuntimeConfig();
  const plan = useCreatorPlan();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PhotoPicker
        file={draft.file}
        onChange={(file) => choose(file ? { file } : { file, things: [] })}
      />
      {draft.file && (
        <ThingsPicker things={draft.things} onChange={(things) => choose({ things })} />
      )}
      <OptionSelect
        label="Genre"
        value={draft.genre}
        options={named(options.genres)}
        onChange={(genre) => choose({ genre })}
      />
      <OptionSelect
        label="Mood"
        value={draft.mood}
        options={named(options.moods)}
        onChange={(mood) => choose({ mood })}
      />
      <OptionSelect
        label="Resolution"
        value={draft.resolution}
        options={resolutionOptions(options.resolutions, plan)}
        onChange={(resolution) => choose({ resolution })}
      />
      <Button
        variant="outlined"
        startIcon={<TitleRounded />}
        onClick={onEditTitle}
        sx={{ justifyContent: 'flex-start', minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {draft.title.trim() ? `Video Title: ${draft.title.trim()}` : 'Video Title'}
        </Box>
      </Button>
    </Box>
  );
}
