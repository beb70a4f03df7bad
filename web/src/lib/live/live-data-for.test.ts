import type { FirebaseWebConfig } from '@thumbforge/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveDataFor } from './live-data-for';
import { sseLiveData } from './sse/sse-live-data';

// Stands in for the Firestore kit and records whether anything imported it.
const firestore = vi.hoisted(() => ({ imported: false, live: { name: 'firestore live data' } }));
vi.mock('./firestore/firestore-live-data', () => {
  firestore.imported = true;
  return { createFirestoreLiveData: vi.fn(() => firestore.live) };
});

const FIREBASE: FirebaseWebConfig = {
  apiKey: 'AIzaSy-web-api-key',
  authDomain: 'tf-prod.firebaseapp.com',
  projectId: 'tf-prod',
  storageBucket: 'tf-prod.firebasestorage.app',
  appId: '1:1234567890:web:abcdef',
};

beforeEach(() => {
  firestore.imported = false;
});

describe('liveDataFor', () => {
  it('listens to the change stream without importing Firebase when the server sends no web config', async () => {
    await expect(liveDataFor({})).resolves.toBe(sseLiveData);
    expect(firestore.imported).toBe(false);
  });

  it('imports the Firestore kit only when chosen, with the web config', async () => {
    const live = await liveDataFor({ firebase: FIREBASE });
    expect(firestore.imported).toBe(true);
    expect(live).toBe(firestore.live);
    const { createFirestoreLiveData } = await import('./firestore/firestore-live-data');
    expect(createFirestoreLiveData).toHaveBeenCalledWith(FIREBASE);
  });
});
