import { Component, type ReactNode } from 'react';
import { ClerkLoadFailed } from './clerk-load-failed';

interface State {
  failed: boolean;
}

/** `ClerkProvider` throws while rendering when it cannot start (a malformed publishable key). */
export class ClerkLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Clerk could not start', error);
  }

  override render() {
    return this.state.failed ? <ClerkLoadFailed /> : this.props.children;
  }
}
