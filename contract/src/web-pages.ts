/**
 * A cookie the web app sets while someone is signed in and clears when they are not. It is no
 * credential, only a hint read before anything loads: the server sends a signed-in visitor of `/`
 * the app rather than the prerendered landing page, and a signed-out visitor's page does not ask
 * the API for a session it does not have.
 */
export const SIGNED_IN_HINT_COOKIE = 'thumbforge_signed_in';

/**
 * The web build's two pages: `/` gets the landing page prerendered into its HTML; every other
 * route (and `/` for someone signed in) gets the bare app page, which renders itself.
 */
export const WEB_PAGES = { landing: 'index.html', app: 'app.html' } as const;
