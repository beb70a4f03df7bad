import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BRAND_KIT_LIMITS,
  BRAND_KIT_MESSAGES,
  BRAND_TITLE_STYLES,
  LOGO_CORNERS,
  type BrandTitleStyle,
  type LogoCorner,
  type TitleFont,
} from '@thumbforge/contract';
import { useId, useRef } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { brandFontFamily, useBrandFonts } from './brand-fonts';
import { BrandKitPreview } from './brand-kit-preview';
import { badColour, useBrandKitEditor } from './use-brand-kit-editor';

const STYLE_LABELS: Record<BrandTitleStyle, string> = {
  outline: 'Outline',
  box: 'Box',
  shadow: 'Shadow',
};

const CORNER_LABELS: Record<LogoCorner, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The creator's brand kit (issue 23): learnt from 3 to 10 of their published thumbnails, with
 * the evidence shown, or set by hand; saved only when they save it.
 */
export function BrandKitDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { brandFonts } = useRuntimeConfig();
  // A new colour starts white (the red's text colour); a half-typed one shows the page's black.
  const { primary, background } = useTheme().palette;
  const headingId = useId();
  const learnInput = useRef<HTMLInputElement>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const editor = useBrandKitEditor(onClose);
  useBrandFonts();
  const { draft, change, busy } = editor;
  const wrong = badColour(draft.colours);
  const setColour = (index: number, colour: string) =>
    change({ colours: draft.colours.map((kept, at) => (at === index ? colour : kept)) });

  return (
    <Dialog
      open
      onClose={busy === 'saving' ? undefined : onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={headingId}
      slotProps={{ paper: { sx: { background: (t) => t.palette.surface.dialog } } }}
    >
      <DialogTitle id={headingId}>Brand kit</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Section title="Learn from your thumbnails">
          <Typography variant="body2" color="textSecondary">
            Upload {BRAND_KIT_LIMITS.minLearnFiles} to {BRAND_KIT_LIMITS.maxLearnFiles} of your
            published thumbnails: we propose your colours and title style. Nothing is saved until
            you save.
          </Typography>
          <input
            ref={learnInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            hidden
            aria-label="Your thumbnails"
            onChange={(event) => {
              editor.learn([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<PhotoLibraryRounded />}
            loading={busy === 'learning'}
            onClick={() => learnInput.current?.click()}
            sx={{ justifySelf: 'start' }}
          >
            Choose thumbnails
          </Button>
          {editor.evidence && (
            <Box
              component="ul"
              aria-label="What we found"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
            >
              {editor.evidence.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Box>
          )}
        </Section>

        <Section title="Colours">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {draft.colours.map((colour, index) => (
              <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Box
                  component="input"
                  type="color"
                  aria-label={`Colour ${index + 1} picker`}
                  value={badColour([colour]) === null ? colour.toLowerCase() : background.default}
                  onChange={(event) => setColour(index, event.target.value)}
                  sx={{
                    width: 36,
                    height: 36,
                    p: 0,
                    border: 0,
                    background: 'none',
                    cursor: 'pointer',
                  }}
                />
                <TextField
                  size="small"
                  value={colour}
                  onChange={(event) => setColour(index, event.target.value.trim())}
                  slotProps={{ htmlInput: { 'aria-label': `Colour ${index + 1}`, maxLength: 7 } }}
                  error={wrong === index}
                  sx={{ width: 104 }}
                />
                {draft.colours.length > BRAND_KIT_LIMITS.minColours && (
                  <IconButton
                    aria-label={`Remove colour ${index + 1}`}
                    onClick={() =>
                      change({ colours: draft.colours.filter((_c, at) => at !== index) })
                    }
                  >
                    <CloseRounded fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ))}
            {draft.colours.length < BRAND_KIT_LIMITS.maxColours && (
              <Button
                color="inherit"
                startIcon={<AddRounded />}
                onClick={() => change({ colours: [...draft.colours, primary.contrastText] })}
              >
                Add colour
              </Button>
            )}
          </Stack>
          {wrong !== null && (
            <Typography variant="caption" color="error">
              {BRAND_KIT_MESSAGES.badColour}
            </Typography>
          )}
        </Section>

        <Section title="Title">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              size="small"
              label="Font"
              value={draft.font}
              onChange={(event) => change({ font: event.target.value as TitleFont })}
              sx={{
                minWidth: 180,
                '& .MuiSelect-select': { fontFamily: brandFontFamily(draft.font) },
              }}
            >
              {brandFonts.map((font) => (
                <MenuItem
                  key={font.id}
                  value={font.id}
                  sx={{ fontFamily: brandFontFamily(font.id), fontSize: '1.1rem' }}
                >
                  {font.label}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Title treatment"
              value={draft.titleStyle}
              onChange={(_event, value: BrandTitleStyle | null) =>
                value && change({ titleStyle: value })
              }
            >
              {BRAND_TITLE_STYLES.map((style) => (
                <ToggleButton key={style} value={style} sx={{ px: 2 }}>
                  {STYLE_LABELS[style]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Section>

        <Section title="Preview">
          <BrandKitPreview
            colours={draft.colours}
            font={draft.font}
            titleStyle={draft.titleStyle}
            logo={editor.logoPreview}
            logoCorner={draft.logoCorner}
          />
        </Section>

        <Section title="Logo">
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Box
              sx={{
                width: 64,
                height: 64,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                background: (t) => t.palette.surface.placeholder,
              }}
            >
              {editor.logoPreview ? (
                <Box
                  component="img"
                  src={editor.logoPreview}
                  alt="Your logo"
                  sx={{ maxWidth: 56, maxHeight: 56 }}
                />
              ) : (
                <Typography variant="caption" color="textSecondary">
                  None
                </Typography>
              )}
            </Box>
            <input
              ref={logoInput}
              type="file"
              accept="image/png,image/webp"
              hidden
              aria-label="Logo file"
              onChange={(event) => {
                editor.chooseLogo(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Button variant="outlined" onClick={() => logoInput.current?.click()}>
              {editor.logoPreview ? 'Change logo' : 'Upload logo'}
            </Button>
            {editor.logoPreview && (
              <Button color="inherit" onClick={() => editor.chooseLogo(null)}>
                Remove logo
              </Button>
            )}
            <TextField
              select
              size="small"
              label="Corner"
              value={draft.logoCorner}
              onChange={(event) => change({ logoCorner: event.target.value as LogoCorner })}
              sx={{ minWidth: 150 }}
            >
              {LOGO_CORNERS.map((corner) => (
                <MenuItem key={corner} value={corner}>
                  {CORNER_LABELS[corner]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="caption" color="textSecondary">
            A PNG or WebP with transparency, under 2 MB.
          </Typography>
        </Section>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        {editor.saved && (
          <Button
            color="inherit"
            onClick={editor.remove}
            disabled={busy !== null}
            sx={{ mr: 'auto' }}
          >
            Remove kit
          </Button>
        )}
        <Button color="inherit" onClick={onClose} disabled={busy === 'saving'}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={editor.save}
          loading={busy === 'saving'}
          disabled={wrong !== null || busy === 'loading' || busy === 'learning'}
        >
          Save kit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
