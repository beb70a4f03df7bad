import type { RequestHandler } from 'express';
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
 * The Content-Security-Policy of every response, built from what the runtime loads: the app's own
 * origin, plus Clerk, Razorpay and Firebase only when they are configured.
 */
export function contentSecurityPolicy(config: PolicyInputs): string {
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
  return Object.entries(sources)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  // Razorpay Checkout offers card and UPI payment handlers.
  `payment=(self "${RAZORPAY_CHECKOUT}" "${RAZORPAY_API}")`,
].join(', ');

/**
 * The headers every page and API answer carries: sent by this server, and written into Hosting's
 * configuration at deploy, where Hosting serves the pages without it.
 */
export function securityHeaderValues(config: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Razorpay Checkout and Clerk's OAuth open popups that must be able to talk back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * Security headers for the API and the web app alike. Routes that serve untrusted bytes (the file
 * route) set a stricter policy of their own over this one.
 */
export function securityHeaders(config: PolicyInputs): RequestHandler {
  const headers = securityHeaderValues(config);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
