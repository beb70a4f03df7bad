import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCEPTED_IMAGE_TYPES, LIMITS, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useToast } from '@/lib/toast/use-toast';
import { imageFileProblem } from '../../image-file';
import { FilePreview } from './file-preview';

interface ThingsPickerProps {
  things: File[];
  onChange: (things: File[]) => void;
}

const MAX_THINGS = LIMITS.photosPerGeneration - 1;

/**
 * The photos beside the creator's: the things the video is about (a product, a car, a dish, a
 * second person). Each is checked as the creator's photo is; one that fails is said and left
 * out, and the others chosen with it are kept.
 */
export function ThingsPicker({ things, onChange }: ThingsPickerProps) {
  const { limits } = useRuntimeConfig();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const room = MAX_THINGS - things.length;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const problems = await Promise.all(
      picked.map((file) => imageFileProblem(file, limits.uploadMaxBytes)),
    );
    const good = picked.filter((_file, index) => !problems[index]);
    const found =
      problems.find(Boolean)?.message ??
      (good.length > room ? THUMBNAIL_MESSAGES.tooManyPhotos : null);
    setProblem(found);
    if (found) toast.error(found);
    if (good.length > 0 && room > 0) onChange([...things, ...good.slice(0, room)]);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id={hintId} variant="body2" color="textSecondary">
        Other photos (optional, up to {MAX_THINGS}): what the video is about, such as a product, a
        dish or a second person, for a versus or before/after.
      </Typography>
      {things.length > 0 && (
        <Box
          component="ul"
          aria-label="Other photos"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 1,
            gridTemplateColumns: `repeat(${MAX_THINGS}, minmax(0, 1fr))`,
          }}
        >
          {things.map((thing, index) => (
            <Box component="li" key={`${index}-${thing.name}`} sx={{ display: 'grid', gap: 0.5 }}>
              <FilePreview file={thing} alt={`Other photo ${index + 1}`} />
              <Button
                size="small"
                color="inherit"
                aria-label={`Remove other photo ${index + 1}`}
                onClick={() => onChange(things.filter((_thing, at) => at !== index))}
                sx={{ minHeight: 44 }}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {room > 0 && (
        <Button
          component="label"
          variant="outlined"
          size="small"
          aria-describedby={hintId}
          startIcon={<AddPhotoAlternateRounded />}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          Add other photos
          <input
            type="file"
            hidden
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(event) => void onPick(event)}
          />
        </Button>
      )}
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
