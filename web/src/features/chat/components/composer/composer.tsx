import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EditThumbnailRequest } from '@thumbforge/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useRefocusWhenDone } from '@/lib/focus';
import { useChatMessages } from '@/lib/live/live-data-context';
import { tourTarget } from '@/lib/tour-targets';
import { useChatSession } from '../../chat-session';
import { LanguageVersionsDialog } from '../../language-versions/language-versions-dialog';
import {
  areDetailsComplete,
  missingFields,
  missingFieldsHint,
  type ThumbnailDraft,
} from '../../thumbnail-draft';
import { BrandKitChip } from '@/features/brand-kit';
import { AttachMenu } from './attach-menu';
import { DraftChipRow } from './draft-chip-row';
import { EditModeBanner } from './edit-mode-banner';
import { OutOfTokensNote } from './out-of-tokens-note';
import { SavedStyleNote } from './saved-style-note';
import { SendButton } from './send-button';
import { useThumbnailDraft } from './use-thumbnail-draft';

interface ComposerProps {
  chatId: string;
  /** Resolves to true once its result is on screen. */
  onGenerate: (draft: ThumbnailDraft) => Promise<boolean>;
  /** Resolves to the edited thumbnail's URL once it is on screen, or null when it failed. */
  onEdit: (request: EditThumbnailRequest) => Promise<string | null>;
}

/**
 * The composer of docs/product-rules.md sections 2 and 4. New-generation mode sends the photo,
 * details and prompt; edit mode (a generated image selected) sends a separate follow-up about that
 * image, and selects its result.
 */
export function Composer({ chatId, onGenerate, onEdit }: ComposerProps) {
  const { limits } = useRuntimeConfig();
  const { selectedImage, selectImage, progress } = useChatSession();
  const { data: messages } = useChatMessages(chatId);
  const { draft, choose, removeChip, reset } = useThumbnailDraft();
  const [followUp, setFollowUp] = useState('');
  const [attachOpen, setAttachOpen] = useState(false);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  // The brand kit applies unless switched off, for the next generation or edit only.
  const [brandOn, setBrandOn] = useState(true);
  const brandSwitch = brandOn ? {} : { brandKit: 'off' as const };
  const sendButton = useRef<HTMLButtonElement>(null);

  // The attach menu closes by itself once it has everything (docs/product-rules.md section 4), on that change
  // only, so it can be reopened to change a detail.
  const detailsComplete = areDetailsComplete(draft);
  const [wasComplete, setWasComplete] = useState(detailsComplete);
  if (detailsComplete !== wasComplete) {
    setWasComplete(detailsComplete);
    if (detailsComplete) setAttachOpen(false);
  }

  const generating = progress !== null;
  const editing = selectedImage !== null;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  // The prompt and the send button are disabled while a request runs; focus comes back to the
  // prompt after it, one Tab from the results, instead of starting over from the top.
  const prompt = useRef<HTMLTextAreaElement>(null);
  useRefocusWhenDone(generating, prompt);
  const missing = missingFields(draft);
  const { authUser, tokens } = useCurrentUser();
  // The send button looks off with nothing to spend; the server still has the last word.
  const outOfTokens = authUser !== null && tokens === 0;
  const ready = !outOfTokens && (editing ? followUp.trim() !== '' : missing.length === 0);

  async function send() {
    if (editing) {
      // docs/product-rules.md section 5: without a follow-up or any message, nothing happens.
      const prompt = followUp.trim();
      if (!prompt || !messages?.length) return;
      const edited = await onEdit({ url: selectedImage, prompt, ...brandSwitch });
      if (edited) {
        setFollowUp('');
        setBrandOn(true);
        // The result stays selected, so the next change builds on it.
        selectImage(edited);
      }
    } else if (await onGenerate({ ...draft, ...brandSwitch })) {
      setBrandOn(true);
      reset();
    }
  }

  // docs/product-rules.md section 4: in edit mode Enter sends; in new mode it only keeps the prompt (a whole
  // new generation is never sent by a stray Enter) and leads on: to the details still missing,
  // or to the Generate button when there are none.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (editing) void send();
    else if (ready) sendButton.current?.focus();
    else if (!detailsComplete) setAttachOpen(true);
  }

  let hint: string;
  if (generating) hint = 'Generating… the result appears above in a few seconds.';
  // A phone's keyboard has no Shift+Enter to speak of.
  else if (editing && phone) hint = 'Enter sends your changes · 1 token';
  else if (editing) hint = 'Enter sends your changes · Shift+Enter adds a line · 1 token';
  else if (ready) hint = 'Ready to generate · 1 token';
  else hint = missingFieldsHint(missing);

  return (
    <Box sx={{ display: 'grid', gap: 1.25, width: '100%', maxWidth: 960, mx: 'auto' }}>
      {/* On a phone the selected image needs the room; the style still applies. */}
      {!(editing && phone) && <SavedStyleNote />}
      <BrandKitChip on={brandOn} onToggle={setBrandOn} disabled={generating} />
      {selectedImage && (
        <EditModeBanner
          imageUrl={selectedImage}
          onClear={() => selectImage(null)}
          onLanguageVersions={() => setLanguagesOpen(true)}
          disabled={generating}
        />
      )}
      {selectedImage && languagesOpen && (
        <LanguageVersionsDialog
          chatId={chatId}
          imageUrl={selectedImage}
          onClose={() => setLanguagesOpen(false)}
          onDone={() => {
            setLanguagesOpen(false);
            selectImage(null);
          }}
        />
      )}
      {/* The details belong to a new generation; an edit only needs its follow-up. */}
      {!editing && <DraftChipRow draft={draft} onRemove={removeChip} disabled={generating} />}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          p: 1,
          borderRadius: '18px',
          border: 1,
          borderColor: (t) => alpha(t.palette.common.white, 0.12),
          background: (t) => t.palette.background.paper,
          '&:focus-within': { borderColor: (t) => alpha(t.palette.primary.main, 0.55) },
        }}
      >
        <AttachMenu
          draft={draft}
          choose={choose}
          open={attachOpen}
          onOpenChange={setAttachOpen}
          disabled={generating}
        />
        <InputBase
          {...tourTarget('prompt')}
          inputRef={prompt}
          multiline
          maxRows={8}
          value={editing ? followUp : draft.prompt}
          onChange={(event) =>
            editing ? setFollowUp(event.target.value) : choose({ prompt: event.target.value })
          }
          onKeyDown={onKeyDown}
          disabled={generating}
          placeholder={editing ? 'Describe what to change…' : 'Describe the thumbnail you want…'}
          inputProps={{
            'aria-label': editing ? 'Follow-up prompt' : 'Prompt',
            maxLength: limits.promptMaxChars,
          }}
          sx={{ flex: 1, minWidth: 0, px: 1, py: 1.25, fontSize: '1rem', lineHeight: 1.5 }}
        />
        <SendButton
          ref={sendButton}
          label={editing ? 'Send changes' : 'Generate thumbnail'}
          ready={ready}
          sending={generating}
          onSend={() => void send()}
        />
      </Box>
      {outOfTokens && !generating ? (
        <OutOfTokensNote />
      ) : (
        <Typography variant="caption" color="textSecondary" aria-live="polite" sx={{ px: 1.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
