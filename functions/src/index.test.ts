import { declaredParams } from 'firebase-functions/params';
import { describe, expect, it } from 'vitest';
import { REQUIRED_SETTINGS } from './composition/firebase-settings.js';
import { api, lateWork, maintenance, retention } from './index.js';

// firebase-tools refuses to load a functions .env that uses these prefixes ("Key X starts with a
// reserved prefix"), so a param named like that could never be set.
const RESERVED_PREFIXES = ['X_GOOGLE_', 'FIREBASE_', 'EXT_', 'KIT_'];

const declared = declaredParams.map((param) => param.name);

describe('the Cloud Functions entry point', () => {
  it('declares every required setting as a param or a secret, so deploy asks for it', () => {
    for (const setting of REQUIRED_SETTINGS) expect(declared).toContain(setting.name);
  });

  it('uses no param name that firebase-tools reserves', () => {
    const reserved = declared.filter((name) =>
      RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix)),
    );
    expect(reserved).toEqual([]);
  });

  it('binds the secrets to the function and runs it long enough for a generation', () => {
    const endpoint = api.__endpoint;
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key).sort()).toEqual([
      'CLERK_SECRET_KEY',
      'FILE_LINK_KEY',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(endpoint.timeoutSeconds).toBe(300);
    expect(endpoint.region).toEqual(['us-central1']);
  });

  it('schedules the maintenance (stale reservations, lost payments) with the same secrets', () => {
    const endpoint = maintenance.__endpoint;
    expect(endpoint.scheduleTrigger?.schedule).toBe('every 10 minutes');
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key)).toHaveLength(4);
  });

  it("serves the image model's late variants from a Cloud Tasks queue with its own retries and limits", () => {
    const endpoint = lateWork.__endpoint;
    expect(endpoint.taskQueueTrigger?.retryConfig).toMatchObject({
      maxAttempts: 3,
      minBackoffSeconds: 10,
      maxDoublings: 3,
    });
    expect(endpoint.taskQueueTrigger?.rateLimits).toMatchObject({
      maxConcurrentDispatches: 20,
      maxDispatchesPerSecond: 5,
    });
    expect(endpoint.timeoutSeconds).toBe(600);
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key)).toHaveLength(4);
  });

  it('sweeps retention daily (images, old payments, closed accounts) with the same secrets', () => {
    const endpoint = retention.__endpoint;
    expect(endpoint.scheduleTrigger?.schedule).toBe('every day 03:00');
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key)).toHaveLength(4);
  });
});
