import { useAuthKit } from '@/lib/auth/auth-kit-context';
import { AuthLayout } from './components/auth-layout';

export function ResetPasswordPage() {
  const { ResetPassword } = useAuthKit();
  return (
    <AuthLayout>
      <title>Reset password · ThumbForge</title>
      <ResetPassword />
    </AuthLayout>
  );
}
