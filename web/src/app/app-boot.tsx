import type { RuntimeConfig } from '@thumbforge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import type { AuthKit } from '@/lib/auth/auth-kit';
import { authKitFor } from '@/components/auth/auth-kit-for';
import type { LiveData } from '@/lib/live/live-data';
import { liveDataFor } from '@/lib/live/live-data-for';
import { loadRuntimeConfig, RuntimeConfigContext } from '@/config/runtime-config';

interface Boot {
  config: RuntimeConfig;
  authKit: AuthKit;
  liveData: LiveData;
}

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | ({ kind: 'ready' } & Boot);

async function boot(signal: AbortSignal): Promise<Boot> {
  const config = await loadRuntimeConfig(signal);
  const [authKit, liveData] = await Promise.all([authKitFor(config.auth), liveDataFor(config)]);
  return { config, authKit, liveData };
}

/**
 * Loads the runtime config and picks the identity provider and live data it names before anything
 * renders, since every screen depends on them.
 */
export function AppBoot({ children }: { children: (boot: Boot) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    boot(controller.signal).then(
      (ready) => setState({ kind: 'ready', ...ready }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (state.kind === 'loading') return <LoadingScreen />;
  if (state.kind === 'failed') {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Alert
          severity="error"
          sx={{ maxWidth: 480 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              Retry
            </Button>
          }
        >
          ThumbForge could not start: {state.message}
        </Alert>
      </Box>
    );
  }
  return (
    <RuntimeConfigContext value={state.config}>
      {children({ config: state.config, authKit: state.authKit, liveData: state.liveData })}
    </RuntimeConfigContext>
  );
}
