import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './app';

// Zod probes for `new Function` to compile faster parsers; the CSP forbids eval, so the probe
// only fails and is reported as a violation.
config({ jitless: true });

export function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
