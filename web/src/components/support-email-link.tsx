import Link from '@mui/material/Link';
import { touchLink } from '@/components/touch-target';
import { useRuntimeConfig } from '@/config/runtime-config';

/**
 * The support address from the runtime config, as a mailto link; `standalone` when it is not in a
 * sentence, so it is as tall as a finger.
 */
export function SupportEmailLink({ standalone = false }: { standalone?: boolean }) {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Link
      href={`mailto:${supportEmail}`}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...(standalone ? touchLink : {}) }}
    >
      {supportEmail}
    </Link>
  );
}
