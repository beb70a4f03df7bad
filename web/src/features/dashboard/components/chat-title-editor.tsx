import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { LIMITS } from '@thumbforge/contract';
import { useState, type KeyboardEvent } from 'react';
import { renamedTitle } from '../chat-title';

interface ChatTitleEditorProps {
  title: string;
  onSave: (title: string) => Promise<unknown>;
  /** Called when editing ends, whether saved, cancelled or failed. */
  onDone: () => void;
}

/** Inline rename (docs/product-rules.md section 4): Enter or the tick confirms, Escape or the cross cancels. */
export function ChatTitleEditor({ title, onSave, onDone }: ChatTitleEditorProps) {
  const [text, setText] = useState(title);
  const [saving, setSaving] = useState(false);

  async function confirm() {
    const next = renamedTitle(title, text);
    if (next === null) return onDone();
    setSaving(true);
    await onSave(next);
    onDone();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape') {
      // Escape ends the edit only; it must not also close the phone drawer around it.
      event.stopPropagation();
      onDone();
    }
  }

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        minHeight: 44,
        pl: 1,
        pr: 0.25,
        borderRadius: '8px',
        border: 1,
        borderColor: 'primary.main',
        background: (t) => alpha(t.palette.common.white, 0.04),
      }}
    >
      <InputBase
        autoFocus
        value={text}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        inputProps={{ 'aria-label': 'Chat title', maxLength: LIMITS.chatTitleMaxChars }}
        sx={{ flex: 1, minWidth: 0, fontSize: '0.875rem' }}
      />
      <IconButton
        size="small"
        aria-label="Save title"
        disabled={saving}
        onClick={() => void confirm()}
      >
        <CheckRounded fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel rename" disabled={saving} onClick={onDone}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
