import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

let routerNavigate: NavigateFunction | null = null;

/**
 * Clerk's own navigations (the steps of its forms, the redirect after signing in or out) go
 * through the app's router, so they never reload the page. `ClerkProvider` sits above the router,
 * so the kit's screens hand it the router's `navigate` when they mount; before that (nothing of
 * Clerk's is on screen), a navigation is a plain page load.
 */
export function clerkRouterPush(to: string) {
  return routerNavigate ? routerNavigate(to) : window.location.assign(to);
}

export function clerkRouterReplace(to: string) {
  return routerNavigate ? routerNavigate(to, { replace: true }) : window.location.replace(to);
}

/** Called by every kit component that renders a Clerk widget. */
export function useClerkRouter(): void {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
  }, [navigate]);
}
