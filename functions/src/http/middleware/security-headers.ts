import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RuntimeConfig } from '@thumbforge/contract';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_TELEMETRY = 'https://lumberjack.razorpay.com';
const CLERK_IMAGES = 'https://img.clerk.com';
// Clerk's bot protection on sign-up runs Cloudflare Turnstile in an iframe.
const TURNSTILE = 'https://challenges.cloudflare.com';
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';
const FIRESTORE = 'https://firestore.googleapis.com';
// Firebase Auth (identitytoolkit, securetoken) and Storage downloads.
const GOOGLE_APIS = 'https://*.googleapis.com';
const REALTIME_SOCKETS = 'wss://*.firebaseio.com';

/**
 * Clerk's frontend API host, which its publishable key carries: `pk_live_` or `pk_test_` then the
 * base64 of `<host>$`. Null for a key of another shape.
 */
export function clerkFrontendApiHost(publishableKey: string): string | null {
  const match = /^pk_(?:live|test)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const host = decoded.endsWith('$') ? decoded.slice(0, -1) : decoded;
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? host : null;
}

type Sources = Record<string, string[]>;

/** What the policy depends on: the providers the web app loads. */
export type PolicyInputs = Pick<RuntimeConfig, 'auth' | 'checkout' | 'firebase'>;

/**
 * The Content-Security-Policy's directives, built from what the runtime loads: the app's own
 * origin, plus Clerk, Razorpay and Firebase only when they are configured.
 */
function contentSecurityDirectives(config: PolicyInputs): Sources {
  const sources: Sources = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // MUI's emotion injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const add = (directive: string, ...values: string[]) => {
    const list = (sources[directive] ??= []);
    for (const value of values) if (!list.includes(value)) list.push(value);
  };

  if (config.auth.provider === 'clerk') {
    const host = clerkFrontendApiHost(config.auth.publishableKey);
    const clerk = host ? [`https://${host}`] : [];
    add('script-src', ...clerk, TURNSTILE);
    add('connect-src', ...clerk);
    add('frame-src', ...clerk, TURNSTILE);
    add('img-src', CLERK_IMAGES);
  }
  if (config.checkout.provider === 'razorpay') {
    add('script-src', RAZORPAY_CHECKOUT);
    add('connect-src', RAZORPAY_API, RAZORPAY_TELEMETRY);
    add('frame-src', RAZORPAY_API, RAZORPAY_CHECKOUT);
  }
  if (config.firebase) {
    add('connect-src', FIRESTORE, GOOGLE_APIS, REALTIME_SOCKETS);
    add('img-src', FIREBASE_STORAGE);
    const emulators = config.firebase.emulators;
    if (emulators) {
      const firestore = `${emulators.firestoreHost}:${emulators.firestorePort}`;
      add('connect-src', emulators.authUrl, `http://${firestore}`, `ws://${firestore}`);
    }
  }
  return sources;
}

/** The policy as one header value, written as helmet writes it so Hosting and the server agree. */
export function contentSecurityPolicy(config: PolicyInputs): string {
  return Object.entries(contentSecurityDirectives(config))
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join(';');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  // Razorpay Checkout offers card and UPI payment handlers.
  `payment=(self "${RAZORPAY_CHECKOUT}" "${RAZORPAY_API}")`,
].join(', ');

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// Razorpay Checkout and Clerk's OAuth open popups that must be able to talk back.
const OPENER_POLICY = 'same-origin-allow-popups';
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers every page and API answer carries, for Hosting's configuration at deploy, where
 * Hosting serves the pages without this server. Kept as plain values beside helmet because helmet
 * only writes headers onto a response; `securityHeaders` sends the same set.
 */
export function securityHeaderValues(config: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': OPENER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** Whether the app is served over HTTPS: any of its public origins is `https:`. */
export function servesHttps(publicOrigins: readonly string[]): boolean {
  return publicOrigins.some((origin) => origin.startsWith('https://'));
}

/**
 * Security headers for the API and the web app alike, written by helmet. Only the headers above
 * are on: helmet's other defaults (a same-origin resource policy among them) would change what
 * browsers may load. Over HTTPS, HSTS for a year with subdomains, the value preload lists ask for,
 * so a browser that has visited once never again sends the session cookie over plain HTTP. Routes
 * that serve untrusted bytes (the file route) set a stricter policy of their own over this one.
 */
export function securityHeaders(config: PolicyInputs, options: { https: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    crossOriginOpenerPolicy: { policy: OPENER_POLICY },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    strictTransportSecurity: options.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
      : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  // helmet has no Permissions-Policy; it is one fixed header.
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
