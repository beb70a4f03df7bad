import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuthSession } from '@/lib/auth/auth-session-context';
import { LandingPage } from '@/features/landing/landing-page';
import { redirectTarget, REDIRECT_PARAM, signInReturningTo } from '@/config/paths';
import { DashboardPage } from './signed-in-pages';

/** The signed-in area loads as its own chunks. */
function SignedInArea({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** `/`: the dashboard for members, the landing page for visitors (docs/product-rules.md section 2). */
export function HomeRoute() {
  const { status } = useAuthSession();
  if (status !== 'signedIn') return <LandingPage />;
  return (
    <SignedInArea>
      <DashboardPage />
    </SignedInArea>
  );
}

/** Visitors are sent to sign in and brought back here afterwards. */
export function RequireSignedIn() {
  const { status } = useAuthSession();
  const location = useLocation();
  if (status !== 'signedIn') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInReturningTo(here)} replace />;
  }
  return (
    <SignedInArea>
      <Outlet />
    </SignedInArea>
  );
}

/** The sign-in and sign-up screens: someone already signed in goes on to where they were headed. */
export function SignedOutOnly() {
  const { status } = useAuthSession();
  const [searchParams] = useSearchParams();
  if (status === 'signedIn') {
    return <Navigate to={redirectTarget(searchParams.get(REDIRECT_PARAM))} replace />;
  }
  return <Outlet />;
}
