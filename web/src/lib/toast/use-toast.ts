import { useSnackbar, type SnackbarKey, type SnackbarMessage } from 'notistack';
import { useMemo } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    /** Stays until dismissed, for work whose end the caller announces. */
    loading: true;
  }
}

/** docs/product-rules.md section 9: success 2 s; errors and everything else 4 s; loading until dismissed. */
const DURATION_MS = { success: 2000, error: 4000, other: 4000 } as const;

interface Toast {
  show: (message: SnackbarMessage) => SnackbarKey;
  success: (message: SnackbarMessage) => SnackbarKey;
  error: (message: SnackbarMessage) => SnackbarKey;
  info: (message: SnackbarMessage) => SnackbarKey;
  warning: (message: SnackbarMessage) => SnackbarKey;
  loading: (message: SnackbarMessage) => SnackbarKey;
  dismiss: (key?: SnackbarKey) => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      show: (message) =>
        enqueueSnackbar(message, { variant: 'default', autoHideDuration: DURATION_MS.other }),
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: DURATION_MS.success }),
      error: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: DURATION_MS.error }),
      info: (message) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: DURATION_MS.other }),
      warning: (message) =>
        enqueueSnackbar(message, { variant: 'warning', autoHideDuration: DURATION_MS.other }),
      loading: (message) => enqueueSnackbar(message, { variant: 'loading', persist: true }),
      dismiss: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
