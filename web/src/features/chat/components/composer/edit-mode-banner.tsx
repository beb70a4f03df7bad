import CloseRounded from '@mui/icons-material/CloseRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

interface EditModeBannerProps {
  imageUrl: string;
  onClear: () => void;
  /** Opens the language versions of the selected image. */
  onLanguageVersions: () => void;
  disabled: boolean;
}

/**
 * Edit mode (docs/product-rules.md section 4): the prompt now talks about this image. One short row, on a
 * phone too (its actions become icons there), so the image itself stays in view above.
 */
export function EditModeBanner({
  imageUrl,
  onClear,
  onLanguageVersions,
  disabled,
}: EditModeBannerProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        p: { xs: 0.5, sm: 1 },
        pr: { xs: 0.5, sm: 1.5 },
        borderRadius: '12px',
        border: 1,
        borderColor: (t) => alpha(t.palette.primary.main, 0.45),
        background: (t) => alpha(t.palette.primary.main, 0.08),
      }}
    >
      <Box
        component="img"
        src={imageUrl}
        alt="Selected thumbnail"
        sx={{
          width: { xs: 56, sm: 64 },
          flexShrink: 0,
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          borderRadius: '6px',
        }}
      />
      <Typography
        variant="body2"
        sx={{
          flex: 1,
          minWidth: 0,
          fontWeight: 600,
          lineHeight: 1.3,
          // Two short lines at most on a phone, never four.
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        Chatting about selected image
      </Typography>
      {phone ? (
        <>
          <Tooltip title="Language versions">
            <span>
              <IconButton
                aria-label="Language versions"
                onClick={onLanguageVersions}
                disabled={disabled}
              >
                <TranslateRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Clear selection">
            <span>
              <IconButton aria-label="Clear" onClick={onClear} disabled={disabled}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : (
        <>
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
          <Button
            size="small"
            color="inherit"
            onClick={onClear}
            disabled={disabled}
            sx={{ flexShrink: 0 }}
          >
            Clear
          </Button>
        </>
      )}
    </Box>
  );
}
