import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@thumbforge/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import { formatShortDate } from '@/lib/format-short-date';
import { useToast } from '@/lib/toast/use-toast';
import { apiKeyUsageText } from './api-key-usage-text';
import { listApiKeys, makeApiKey, revokeApiKey } from './api/api-keys';

interface ApiKeysDialogProps {
  open: boolean;
  onClose: () => void;
}

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/** The new key, once: read-only, selected on focus, with a copy button. */
function NewKey({ made }: { made: CreatedApiKey }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(made.key);
      toast.success(API_KEY_MESSAGES.copied);
    } catch {
      toast.error(API_KEY_MESSAGES.copyFailed);
    }
  }
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'primary.main' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {API_KEY_MESSAGES.shownOnce}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          value={made.key}
          // Short, so the label on the frame stays clear of the field's middle, where a finger lands.
          label="New key"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(event) => event.target.select()}
        />
        <IconButton aria-label="Copy the key" onClick={() => void copy()} sx={{ p: 1.5 }}>
          <ContentCopyRounded />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Make, name, list and revoke API keys (issue 36); a key is shown once, when made. */
export function ApiKeysDialog({ open, onClose }: ApiKeysDialogProps) {
  const api = useApiClient();
  const toast = useToast();
  const titleId = useId();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    listApiKeys(api).then(
      (listed) => current && setKeys(listed),
      (error: unknown) => current && toast.error(messageOf(error, API_KEY_MESSAGES.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, [open, api, toast]);

  function close() {
    setMade(null);
    setName('');
    onClose();
  }

  async function make(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const key = await makeApiKey(api, { name, scopes });
      setMade(key);
      setName('');
      setKeys((listed) => [...(listed ?? []), key]);
      toast.success(API_KEY_MESSAGES.made);
    } catch (error) {
      toast.error(messageOf(error, API_KEY_MESSAGES.makeFailed));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKey) {
    try {
      await revokeApiKey(api, key.id);
      setKeys((listed) => (listed ?? []).filter((each) => each.id !== key.id));
      if (made?.id === key.id) setMade(null);
      toast.success(API_KEY_MESSAGES.revoked);
    } catch (error) {
      toast.error(messageOf(error, API_KEY_MESSAGES.revokeFailed));
    }
  }

  const toggle = (scope: ApiKeyScope) =>
    setScopes((chosen) =>
      chosen.includes(scope) ? chosen.filter((each) => each !== scope) : [...chosen, scope],
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 560, m: 2, background: (t) => t.palette.surface.dialog },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        API keys
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Scripts and AI assistants use a key to make thumbnails for you, with your tokens. Keys
          cannot buy tokens, make keys, or close or export your account.{' '}
          <Link href={paths.apiDocs} underline="always">
            API documentation
          </Link>
        </Typography>
        {made && <NewKey made={made} />}
        <Box component="form" onSubmit={(event) => void make(event)}>
          <TextField
            label="Key name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.nameMaxChars } }}
          />
          <FormGroup sx={{ my: 1 }}>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={
                  <Checkbox
                    checked={scopes.includes(scope)}
                    onChange={() => toggle(scope)}
                    // 10 px around the 24 px box: a 44x44 px target for a finger.
                    sx={{ p: 1.25 }}
                  />
                }
                label={API_KEY_SCOPE_LABELS[scope]}
              />
            ))}
          </FormGroup>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || scopes.length === 0 || name.trim() === ''}
            sx={{ minHeight: 44 }}
          >
            Make key
          </Button>
        </Box>
        <Box component="ul" aria-label="Your API keys" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {keys?.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              No keys yet.
            </Typography>
          )}
          {keys?.map((key) => (
            <Box
              component="li"
              key={key.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {key.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {key.scopes.join(', ')} · made {formatShortDate(key.createdAt)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {apiKeyUsageText(key)}
                </Typography>
              </Box>
              <Button
                color="error"
                onClick={() => void revoke(key)}
                aria-label={`Revoke ${key.name}`}
                sx={{ minHeight: 44 }}
              >
                Revoke
              </Button>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit" sx={{ minHeight: 44 }}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
