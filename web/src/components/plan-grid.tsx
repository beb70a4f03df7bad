import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Three plan cards side by side on wide screens, stacked on phones. */
export function PlanGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'stretch',
        maxWidth: { xs: 440, md: 1080 },
        mx: 'auto',
      }}
    >
      {children}
    </Box>
  );
}
