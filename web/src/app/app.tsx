import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import { ApiClientProvider } from '@/lib/api/api-client-context';
import { AuthKitProvider } from '@/lib/auth/auth-kit-context';
import { CurrentUserProvider } from '@/lib/auth/current-user-context';
import { LiveDataProvider } from '@/lib/live/live-data-context';
import { AppBoot } from './app-boot';
import { router } from './router';
import { theme } from './theme';
import { ToastProvider } from './toast-provider';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <AppBoot>
          {({ authKit, liveData }) => (
            <AuthKitProvider kit={authKit}>
              <ApiClientProvider>
                <LiveDataProvider live={liveData}>
                  <CurrentUserProvider>
                    <RouterProvider router={router} />
                  </CurrentUserProvider>
                </LiveDataProvider>
              </ApiClientProvider>
            </AuthKitProvider>
          )}
        </AppBoot>
      </ToastProvider>
    </ThemeProvider>
  );
}
