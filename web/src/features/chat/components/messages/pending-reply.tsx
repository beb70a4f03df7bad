import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import { generationStage, type GenerationProgress } from '../../generation-stage';
import { AssistantAvatar } from './assistant-avatar';
import { ElapsedLabel } from './elapsed-label';
import { useNow } from './use-now';

/**
 * The assistant's reply while a generation or edit is in flight: its stage, the time taken, and
 * how far along when that can be told (the upload, the image model's edit).
 */
export function PendingReply({ progress }: { progress: GenerationProgress }) {
  const now = useNow(500);
  const { label, elapsedSeconds, fraction } = generationStage(
    progress,
    Math.max(now, progress.startedAt),
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <AssistantAvatar />
      <Box
        role="status"
        aria-label="Generating"
        sx={{
          flex: 1,
          minWidth: 0,
          maxWidth: 420,
          p: 1.5,
          borderRadius: '4px 16px 16px 16px',
          border: 1,
          borderColor: 'divider',
          background: (t) => t.palette.background.paper,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <CircularProgress size={16} aria-hidden />
          <ElapsedLabel label={label} seconds={elapsedSeconds} />
        </Box>
        <LinearProgress
          aria-hidden
          variant={fraction === null ? 'indeterminate' : 'determinate'}
          value={(fraction ?? 0) * 100}
          sx={{
            mt: 1.25,
            height: 4,
            borderRadius: 2,
            background: (t) => alpha(t.palette.common.white, 0.08),
          }}
        />
      </Box>
    </Box>
  );
}
