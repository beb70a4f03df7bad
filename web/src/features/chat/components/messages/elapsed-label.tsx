import Typography from '@mui/material/Typography';

/** What is being done, and for how long: the line over a progress bar. */
export function ElapsedLabel({ label, seconds }: { label: string; seconds: number }) {
  return (
    <>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {seconds} s
      </Typography>
    </>
  );
}
