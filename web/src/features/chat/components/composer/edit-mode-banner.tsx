import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface EditModeBannerProps {
  imageUrl: string;
  onClear: () => void;
  /** Opens the language versions of the selected image. */
  onLanguageVersions: () => void;
  disabled: boolean;
}

/** Edit mode (SPEC.md section 4): the prompt now talks about this image. */
export function EditModeBanner({
  imageUrl,
  onClear,
  onLanguageVersions,
  disabled,
}: EditModeBannerProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        pr: 1.5,
        borderRadius: '12px',
        border: 1,
        borderColor: 'rgba(229, 9, 20, 0.45)',
        background: 'rgba(229, 9, 20, 0.08)',
      }}
    >
      <Box
        component="img"
        src={imageUrl}
        alt="Selected thumbnail"
        sx={{ width: 64, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '6px' }}
      />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
        Chatting about selected image
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<TranslateRounded />}
        onClick={onLanguageVersions}
        disabled={disabled}
        sx={{ flexShrink: 0 }}
      >
        Language versions
      </Button>
      <Button size="small" color="inherit" onClick={onClear} disabled={disabled}>
        Clear
      </Button>
    </Box>
  );
}
