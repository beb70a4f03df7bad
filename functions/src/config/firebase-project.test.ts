import { describe, expect, it } from 'vitest';
import { projectIdOf, projectStorageBucket, storageBucketOf } from './firebase-project.js';
import { readConfig } from './read-config.js';

describe('the Firebase project and its bucket, derived once for every runtime', () => {
  it("takes the project from Cloud Functions' FIREBASE_CONFIG, then GCLOUD_PROJECT, then GOOGLE_CLOUD_PROJECT", () => {
    const all = {
      FIREBASE_CONFIG: '{"projectId":"from-config"}',
      GCLOUD_PROJECT: 'from-gcloud',
      GOOGLE_CLOUD_PROJECT: 'from-google',
    };
    expect(projectIdOf(readConfig(all))).toBe('from-config');
    expect(projectIdOf(readConfig({ ...all, FIREBASE_CONFIG: '{}' }))).toBe('from-gcloud');
    expect(projectIdOf(readConfig({ GOOGLE_CLOUD_PROJECT: 'from-google' }))).toBe('from-google');
    expect(projectIdOf(readConfig({}))).toBeUndefined();
  });

  it('gives a project made since October 2024 its default bucket, unless told another', () => {
    expect(storageBucketOf(readConfig({ GCLOUD_PROJECT: 'tf-prod' }))).toBe(
      'tf-prod.firebasestorage.app',
    );
    // Cloud Functions names the real bucket, an older project's appspot.com one included.
    const onFunctions = readConfig({
      FIREBASE_CONFIG: '{"projectId":"tf-old","storageBucket":"tf-old.appspot.com"}',
    });
    expect(storageBucketOf(onFunctions)).toBe('tf-old.appspot.com');
    expect(
      storageBucketOf(readConfig({ GCLOUD_PROJECT: 'tf-prod', STORAGE_BUCKET: 'own-bucket' })),
    ).toBe('own-bucket');
    expect(
      projectStorageBucket(readConfig({ FIREBASE_CONFIG: '{"projectId":"tf-old"}' }), 'tf-old'),
    ).toBe('tf-old.firebasestorage.app');
    expect(storageBucketOf(readConfig({}))).toBeUndefined();
  });
});
