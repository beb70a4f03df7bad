import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/router-link';
import { TOUCH_TARGET } from '@/components/touch-target';

export interface SelectOption {
  value: string;
  label: string;
  /** What unlocks a locked option ("Premium or Pro"); absent when it can be chosen. */
  needs?: string;
}
interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/**
 * Genre, Mood, Resolution or a download format. A locked option stays listed, disabled, with the
 * plan it needs, and the field links to pricing.
 */
export function OptionSelect({ label, value, options, onChange }: OptionSelectProps) {
  const locked = options.some((option) => option.needs);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={
        locked && (
          <>
            Some options come with a token package.{' '}
            <Link component={RouterLink} href={paths.pricing} color="primary" underline="always">
              See pricing
            </Link>
          </>
        )
      }
      // As tall as a finger, yet compact enough for the four questions to fit a phone's sheet.
      slotProps={{ input: { sx: { minHeight: TOUCH_TARGET } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={Boolean(option.needs)}>
          {option.label}
          {option.needs && (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
              needs {option.needs}
            </Typography>
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
