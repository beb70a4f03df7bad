import Link from '@mui/material/Link';
import { useRuntimeConfig } from '@/config/runtime-config';

/** The support address from the runtime config, as a mailto link. */
export function SupportEmailLink() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Link href={`mailto:${supportEmail}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {supportEmail}
    </Link>
  );
}
