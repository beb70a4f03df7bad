import { ACCOUNT_MESSAGES } from '@thumbforge/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api/api-error';

/** Runs a sign-in or sign-up call, then leaves for `redirectUrl`; keeps the server's complaint. */
export function useAuthSubmit(redirectUrl: string) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(action: () => Promise<void>) {
    setPending(true);
    setServerError(null);
    try {
      await action();
      await navigate(redirectUrl, { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : ACCOUNT_MESSAGES.formFailed);
      setPending(false);
    }
  }

  return { pending, serverError, submit };
}
