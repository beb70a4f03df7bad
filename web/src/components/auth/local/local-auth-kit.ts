import type { AuthKit } from '@/lib/auth/auth-kit';
import { LocalAccountMenu } from './local-account-menu';
import { LocalResetPassword } from './local-reset-password';
import { LocalAuthProvider } from '@/lib/auth/local/local-session-context';
import { LocalSignInForm } from './local-sign-in-form';
import { LocalSignUpForm } from './local-sign-up-form';

/** Email and password accounts of the embedded server (docs/architecture.md section 1). */
export const localAuthKit: AuthKit = {
  Provider: LocalAuthProvider,
  SignIn: LocalSignInForm,
  SignUp: LocalSignUpForm,
  ResetPassword: LocalResetPassword,
  AccountMenu: LocalAccountMenu,
};
