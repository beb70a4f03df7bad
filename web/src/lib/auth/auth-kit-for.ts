import type { RuntimeConfig } from '@thumbforge/contract';
import type { AuthKit } from './auth-kit';
import { localAuthKit } from './local/local-auth-kit';

/** The identity provider the server runs with decides which kit the web uses. */
export function authKitFor(auth: RuntimeConfig['auth']): AuthKit {
  switch (auth.provider) {
    case 'local':
      return localAuthKit;
    case 'clerk':
      throw new Error('this build of the web app cannot sign in with Clerk.');
  }
}
