import { LoadingScreen } from '@/components/loading-screen';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { DashboardLayout } from './components/dashboard-layout';
import { EmptyWorkspace } from './components/empty-workspace';

export function DashboardPage() {
  const { authUser, checking } = useCurrentUser();
  // SPEC.md section 2: a full-screen spinner while the user is being checked.
  if (checking && !authUser) return <LoadingScreen />;
  return (
    <DashboardLayout>
      <title>Dashboard · ThumbForge</title>
      <EmptyWorkspace />
    </DashboardLayout>
  );
}
