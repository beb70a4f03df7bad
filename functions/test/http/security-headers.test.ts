import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BRAND_FONTS,
  LIMITS_CONFIG,
  OPTIONS_CONFIG,
  PLAN_LIST,
  type RuntimeConfig,
} from '@thumbforge/contract';
import {
  clerkFrontendApiHost,
  contentSecurityPolicy,
  securityHeaderValues,
} from '../../src/http/middleware/security-headers.js';
import { currentUser, signedLink } from '../support/thumbnails.js';
import { makeTempDir } from '../support/temp-dir.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const EMBEDDED: RuntimeConfig = {
  mode: 'embedded',
  supportEmail: 'support@thumbforge.app',
  plans: PLAN_LIST,
  options: OPTIONS_CONFIG,
  brandFonts: BRAND_FONTS,
  limits: LIMITS_CONFIG,
  auth: { provider: 'local' },
  checkout: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
  billing: { required: false },
};

const CLERK_KEY = `pk_test_${Buffer.from('clerk.thumbforge.app$').toString('base64')}`;

const FIREBASE: RuntimeConfig = {
  ...EMBEDDED,
  mode: 'firebase',
  auth: { provider: 'clerk', publishableKey: CLERK_KEY },
  checkout: { provider: 'razorpay', keyId: 'rzp_live_abc' },
  firebase: {
    apiKey: 'key',
    authDomain: 'p.firebaseapp.com',
    projectId: 'p',
    storageBucket: 'p.appspot.com',
    appId: 'app',
  },
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it("reads Clerk's frontend API host out of the publishable key", () => {
    expect(clerkFrontendApiHost(CLERK_KEY)).toBe('clerk.thumbforge.app');
    const live = `pk_live_${Buffer.from('clerk.example.com$').toString('base64')}`;
    expect(clerkFrontendApiHost(live)).toBe('clerk.example.com');
    expect(clerkFrontendApiHost('sk_test_abc')).toBeNull();
    expect(
      clerkFrontendApiHost(`pk_test_${Buffer.from('"; script-src *$').toString('base64')}`),
    ).toBeNull();
  });

  it('embedded: only the app itself, no third party', () => {
    const policy = directives(contentSecurityPolicy(EMBEDDED));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(EMBEDDED)).not.toMatch(/razorpay|clerk|googleapis/);
  });

  it('Firebase with Clerk and Razorpay: each provider where it loads, nothing wider', () => {
    const policy = directives(contentSecurityPolicy(FIREBASE));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://clerk.thumbforge.app',
        'https://checkout.razorpay.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://clerk.thumbforge.app',
        'https://firestore.googleapis.com',
        'https://*.googleapis.com',
        'wss://*.firebaseio.com',
        'https://api.razorpay.com',
        'https://lumberjack.razorpay.com',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://api.razorpay.com',
        'https://checkout.razorpay.com',
        'https://clerk.thumbforge.app',
      ]),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://firebasestorage.googleapis.com', 'https://img.clerk.com']),
    );
    for (const values of policy.values()) {
      expect(values).not.toContain('*');
      expect(values).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('security headers on every response of the embedded server', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    const webDist = join(temp.dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ThumbForge</title>');
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    server = await startTestServer(temp.dir, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  function expectHardened(
    headers: Record<string, unknown>,
    policy = contentSecurityPolicy(EMBEDDED),
  ) {
    expect(headers['content-security-policy']).toBe(policy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    // The server sends what Hosting is configured with, and none of helmet's other defaults.
    for (const [name, value] of Object.entries(securityHeaderValues(EMBEDDED))) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
    for (const name of [
      'cross-origin-resource-policy',
      'cross-origin-embedder-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'x-powered-by',
      'strict-transport-security',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
  }

  it('on the web app: index.html, a client route and an asset', async () => {
    for (const path of ['/', '/dashboard', '/assets/app-1a2b.js']) {
      const res = await request(server.url).get(path).set('Accept', 'text/html').expect(200);
      expectHardened(res.headers);
    }
  });

  it('on API answers, errors included', async () => {
    expectHardened(
      (await request(server.url).get(server.api(API_PATHS.config)).expect(200)).headers,
    );
    expectHardened((await request(server.url).get(server.api(API_PATHS.me)).expect(401)).headers);
    expectHardened((await request(server.url).get(server.api('/nope')).expect(404)).headers);
  });

  it('keeps the stricter policy of served files', async () => {
    const { token } = await signUp(server);
    const userId = (await currentUser(server, token)).id;
    const path = `users/${userId}/chats/c1/a.png`;
    await server.deps.files.put(path, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    const res = await request(server.url).get(signedLink(server, path)).expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
