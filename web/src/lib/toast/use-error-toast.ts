import { useEffect } from 'react';
import { useToast } from './use-toast';

/** Shows `message` once for each new failure of something loading in the background. */
export function useErrorToast(error: Error | null, message: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message, toast]);
}
