import '@fontsource-variable/inter/wght.css';
import {
  enhancePrerenderedLanding,
  holdsPrerenderedLanding,
} from '@/features/landing/static-landing';
import { hasSignedInHint } from '@/lib/auth/signed-in-hint';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');

// A visitor of `/` gets the landing page already in the HTML and none of the app's code. Anyone
// else (another route, or `/` when signed in: the dashboard) gets the app.
if (holdsPrerenderedLanding(root) && location.pathname === '/' && !hasSignedInHint()) {
  enhancePrerenderedLanding(root);
} else {
  root.replaceChildren();
  import('@/app/render-app').then(
    ({ renderApp }) => renderApp(root),
    () => {
      root.textContent = 'ThumbForge could not load. Check your connection and reload the page.';
    },
  );
}
