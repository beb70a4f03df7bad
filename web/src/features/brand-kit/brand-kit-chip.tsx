import PaletteRounded from '@mui/icons-material/PaletteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { BrandKitDialog } from './brand-kit-dialog';

interface BrandKitChipProps {
  /** Whether the kit applies to the next generation or edit. */
  on: boolean;
  onToggle: (on: boolean) => void;
  disabled: boolean;
}

/**
 * The brand kit in the composer: its colours, a switch that leaves it out of the next
 * generation or edit only, and the way into the dialog (or to set one up).
 */
export function BrandKitChip({ on, onToggle, disabled }: BrandKitChipProps) {
  const { authUser } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const kit = authUser?.brandKit ?? null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}
    >
      <PaletteRounded sx={{ fontSize: 16, color: 'primary.light', flexShrink: 0 }} />
      {kit ? (
        <>
          <Box aria-hidden sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
            {kit.colours.map((colour) => (
              <Box
                key={colour}
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  background: colour,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ))}
          </Box>
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {on ? 'Brand kit on' : 'Brand kit off for this one'}
          </Typography>
          <Switch
            size="small"
            checked={on}
            disabled={disabled}
            onChange={(event) => onToggle(event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Use my brand kit' } }}
          />
          <Button
            size="small"
            color="inherit"
            onClick={() => setOpen(true)}
            sx={{ ml: 'auto', minWidth: 0, px: 1 }}
          >
            Edit kit
          </Button>
        </>
      ) : (
        <Button
          size="small"
          color="inherit"
          onClick={() => setOpen(true)}
          sx={{ minWidth: 0, px: 1 }}
        >
          Set up your brand kit
        </Button>
      )}
      {open && <BrandKitDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}
