import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TOUCH_TARGET } from '@/components/touch-target';

interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Genre, Mood or Resolution: one of the runtime config's options. */
export function OptionSelect({ label, value, options, onChange }: OptionSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // As tall as a finger, yet compact enough for the four questions to fit a phone's sheet.
      slotProps={{ input: { sx: { minHeight: TOUCH_TARGET } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
