import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router';

type BackButtonProps = { label?: string } & (
  | {
      /** A fixed destination, rendered as a link. */
      to: string;
    }
  | {
      /** History back, or this page when the visitor landed here directly. */
      fallback: string;
    }
);

const sx = { color: 'text.secondary', '&:hover': { color: 'text.primary' }, ml: -1 } as const;

export function BackButton({ label = 'Back', ...target }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();

  if ('to' in target) {
    return (
      <Button href={target.to} startIcon={<ArrowBackRounded />} color="inherit" sx={sx}>
        {label}
      </Button>
    );
  }

  // React Router keys the first entry of a session 'default': going back would leave the app.
  const canGoBack = location.key !== 'default';
  return (
    <Button
      startIcon={<ArrowBackRounded />}
      color="inherit"
      onClick={() => (canGoBack ? navigate(-1) : navigate(target.fallback))}
      sx={sx}
    >
      {label}
    </Button>
  );
}
