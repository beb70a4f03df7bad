import { useSearchParams } from 'react-router';
import { REDIRECT_PARAM, redirectTarget } from '@/config/paths';

/** Where to land after signing in, and the query that carries it to the other auth screen. */
export function useAuthRedirect() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(REDIRECT_PARAM);
  return { redirectUrl: redirectTarget(raw), carriedRedirect: raw };
}
