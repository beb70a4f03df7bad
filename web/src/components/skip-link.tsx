import Box from '@mui/material/Box';

/** Lets keyboard users jump past the top bar; visible only when focused. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: '8px',
        background: (t) => t.palette.common.white,
        color: 'common.black',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 16 },
      }}
    >
      Skip to content
    </Box>
  );
}
