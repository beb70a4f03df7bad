import type { RuntimeConfig } from '@thumbforge/contract';
import type { AuthKit } from '@/lib/auth/auth-kit';
import { localAuthKit } from './local/local-auth-kit';

/**
 * The identity provider the server runs with decides which kit the web uses. Clerk's kit is
 * imported only when chosen, so the embedded app and its landing page never download it.
 */
export async function authKitFor(auth: RuntimeConfig['auth']): Promise<AuthKit> {
  switch (auth.provider) {
    case 'local':
      return localAuthKit;
    case 'clerk': {
      const { createClerkAuthKit } = await import('./clerk/clerk-auth-kit');
      return createClerkAuthKit(auth.publishableKey);
    }
  }
}
