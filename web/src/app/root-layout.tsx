import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuthSession } from '@/lib/auth/auth-session-context';

/** No route decides anything until the auth state is known (docs/product-rules.md section 2). */
export function RootLayout() {
  const { status } = useAuthSession();
  if (status === 'loading') return <LoadingScreen />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
