import { ThemeProvider } from '@mui/material/styles';
import {
  DEFAULT_RESOLUTION,
  DEFAULT_SUPPORT_EMAIL,
  EMPTY_PREFERENCES,
  GENRES,
  LIMITS_CONFIG,
  MOODS,
  RESOLUTIONS,
  type Chat,
  type Message,
  type RuntimeConfig,
  type User,
  BRAND_FONTS,
} from '@thumbforge/contract';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '@/app/theme';
import { RuntimeConfigContext } from '@/config/runtime-config';
import { ApiClientProvider } from '@/lib/api/api-client-context';
import type { AuthSession } from '@/lib/auth/auth-kit';
import { AuthSessionContext } from '@/lib/auth/auth-session-context';
import { CurrentUserProvider } from '@/lib/auth/current-user-context';
import type { LiveData, LiveQuery } from '@/lib/live/live-data';
import { LiveDataProvider } from '@/lib/live/live-data-context';

/** What the live data holds; `undefined` chats is a list that failed to load. */
export interface LiveFixture {
  chats: Chat[] | undefined;
  messages: Message[];
  user: User;
  refreshChats: () => Promise<void>;
}

const settled = () => Promise.resolve();

const answered = <T,>(
  data: T | undefined,
  refresh: () => Promise<void> = settled,
): LiveQuery<T> => ({
  data,
  loading: false,
  error: data === undefined ? new Error('could not load') : null,
  refresh,
});

function liveDataOf(fixture: LiveFixture): LiveData {
  return {
    Provider: ({ children }) => children,
    useChats: () => answered(fixture.chats, fixture.refreshChats),
    useChatMessages: () => answered(fixture.messages),
    useUser: () => answered(fixture.user),
    usePayments: () => answered([]),
  };
}

export const testUser = (change: Partial<User> = {}): User => ({
  id: 'user_1',
  tokenBalance: 3,
  fullName: 'Asha Rao',
  firstName: 'Asha',
  emailAddresses: [{ emailAddress: 'asha@example.com' }],
  preferences: EMPTY_PREFERENCES,
  ...change,
});

const config: RuntimeConfig = {
  mode: 'embedded',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  plans: [],
  options: {
    genres: [...GENRES],
    moods: [...MOODS],
    resolutions: [...RESOLUTIONS],
    defaultResolution: DEFAULT_RESOLUTION,
  },
  brandFonts: BRAND_FONTS,
  limits: LIMITS_CONFIG,
  auth: { provider: 'local' },
  checkout: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
  billing: { required: false },
};

const session: AuthSession = {
  status: 'signedIn',
  getToken: () => Promise.resolve(null),
  signOut: settled,
};

/**
 * A signed-in page around `children`, as the app's providers build it, with the live data held
 * still at `fixture`: no server, so a test sees exactly what a component makes of that data.
 */
export function SignedInApp({
  fixture,
  children,
}: {
  fixture: Partial<LiveFixture>;
  children: ReactNode;
}) {
  const live = liveDataOf({
    chats: [],
    messages: [],
    user: testUser(),
    refreshChats: settled,
    ...fixture,
  });
  return (
    <ThemeProvider theme={theme}>
      <RuntimeConfigContext value={config}>
        <AuthSessionContext value={session}>
          <ApiClientProvider>
            <LiveDataProvider live={live}>
              <CurrentUserProvider>
                <SnackbarProvider>
                  <MemoryRouter>{children}</MemoryRouter>
                </SnackbarProvider>
              </CurrentUserProvider>
            </LiveDataProvider>
          </ApiClientProvider>
        </AuthSessionContext>
      </RuntimeConfigContext>
    </ThemeProvider>
  );
}
