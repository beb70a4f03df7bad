import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canonicalLanguageTag, LANGUAGE_VERSIONS_MAX, LIMITS } from '@thumbforge/contract';
import { useId, useRef, useState } from 'react';
import { useCreateLanguageVersions } from './use-create-language-versions';
import { LANGUAGES, rowErrors, searchLanguages, type LanguageRow } from './languages';

interface LanguageVersionsDialogProps {
  chatId: string;
  /** The selected thumbnail whose title is typeset in each language. */
  imageUrl: string;
  onClose: () => void;
  /** After the versions are in the chat. */
  onDone: () => void;
}

/**
 * The creator types the title in other languages; the server sets each over the same art and
 * checks it. Free: no model is involved. Rows are checked by the contract's rules before sending.
 */
export function LanguageVersionsDialog({
  chatId,
  imageUrl,
  onClose,
  onDone,
}: LanguageVersionsDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  const create = useCreateLanguageVersions(chatId);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<LanguageRow[]>([{ key: 0, lang: '', title: '' }]);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const errors = rows.map((row, index) => rowErrors(row, rows.slice(0, index)));
  const valid = errors.every((error) => !error.lang && !error.title);

  const update = (key: number, change: Partial<LanguageRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    const key = nextKey.current;
    nextKey.current += 1;
    setRows((list) => [...list, { key, lang: '', title: '' }]);
    // The new row's language field, once it is on screen.
    requestAnimationFrame(() => document.getElementById(`${headingId}-lang-${key}`)?.focus());
  };
  const remove = (key: number) => setRows((list) => list.filter((row) => row.key !== key));

  async function submit() {
    setSubmitted(true);
    if (!valid || sending) return;
    setSending(true);
    const done = await create({
      url: imageUrl,
      titles: rows.map((row) => ({ lang: row.lang.trim(), title: row.title.trim() })),
    });
    setSending(false);
    if (done) onDone();
  }

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={headingId}
      slotProps={{ paper: { sx: { background: (t) => t.palette.surface.dialog } } }}
    >
      <DialogTitle id={headingId}>Language versions</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box
            component="img"
            src={imageUrl}
            alt="Selected thumbnail"
            sx={{ width: { xs: 112, sm: 160 }, aspectRatio: '16 / 9', borderRadius: '6px' }}
          />
          <Typography color="text.secondary" variant="body2">
            Type the title in each language. Every version keeps this art and the title&apos;s
            place, and gets its own feed check. Free: no token.
          </Typography>
        </Box>
        <Box
          component="form"
          id={`${headingId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          {rows.map((row, index) => {
            const error = submitted ? errors[index] : undefined;
            const tag = canonicalLanguageTag(row.lang.trim()) ?? undefined;
            return (
              <Box
                key={row.key}
                role="group"
                aria-label={`Language version ${index + 1}`}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  alignItems: 'start',
                  gridTemplateColumns: { xs: '1fr auto', sm: '220px 1fr auto' },
                }}
              >
                <Autocomplete
                  id={`${headingId}-lang-${row.key}`}
                  options={LANGUAGES}
                  value={LANGUAGES.find((option) => option.code === row.lang) ?? null}
                  onChange={(_event, option) => update(row.key, { lang: option?.code ?? '' })}
                  filterOptions={(options, { inputValue }) => searchLanguages(options, inputValue)}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.code === value.code}
                  autoHighlight
                  autoSelect
                  noOptionsText="No language by that name or code"
                  renderOption={({ key, ...props }, option) => (
                    <Box component="li" key={key} {...props}>
                      <Box sx={{ display: 'grid' }}>
                        <span>{option.name}</span>
                        <Typography component="span" variant="caption" color="textSecondary">
                          {option.code}
                        </Typography>
                      </Box>
                    </Box>
                  )}
                  disabled={sending}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      // Always up: the placeholder says what to type.
                      slotProps={{
                        ...params.slotProps,
                        inputLabel: { ...params.slotProps.inputLabel, shrink: true },
                      }}
                      label="Language"
                      placeholder="Search: Hindi, Arabic…"
                      error={Boolean(error?.lang)}
                      helperText={error?.lang ?? (row.lang || 'Name or code')}
                    />
                  )}
                />
                <TextField
                  label="Title"
                  value={row.title}
                  onChange={(event) => update(row.key, { title: event.target.value })}
                  disabled={sending}
                  error={Boolean(error?.title)}
                  helperText={
                    error?.title ?? `${row.title.trim().length}/${LIMITS.videoTitleMaxChars}`
                  }
                  slotProps={{
                    inputLabel: { shrink: true },
                    // The browser sets Arabic and Hebrew right to left as they are typed.
                    htmlInput: {
                      lang: tag,
                      dir: 'auto',
                      maxLength: LIMITS.videoTitleMaxChars + 20,
                    },
                  }}
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                />
                <IconButton
                  aria-label={`Remove language version ${index + 1}`}
                  onClick={() => remove(row.key)}
                  disabled={sending || rows.length === 1}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Button
          startIcon={<AddRounded />}
          onClick={add}
          disabled={sending || rows.length >= LANGUAGE_VERSIONS_MAX}
          // The red that reads as text on the dark dialog (4.5:1), not the fill red.
          sx={{ justifySelf: 'start', color: 'primary.light' }}
        >
          Add language ({rows.length}/{LANGUAGE_VERSIONS_MAX})
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${headingId}-form`}
          variant="contained"
          loading={sending}
          disabled={submitted && !valid}
        >
          Make {rows.length} {rows.length === 1 ? 'version' : 'versions'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
