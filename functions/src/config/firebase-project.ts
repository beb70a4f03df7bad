import type { Config } from './variables.js';

type ProjectVariables = Pick<Config, 'FIREBASE_CONFIG' | 'GCLOUD_PROJECT' | 'GOOGLE_CLOUD_PROJECT'>;

/** The Firebase project, as firebase-admin finds it: Cloud Functions' FIREBASE_CONFIG first. */
export function projectIdOf(config: ProjectVariables): string | undefined {
  return config.FIREBASE_CONFIG?.projectId || config.GCLOUD_PROJECT || config.GOOGLE_CLOUD_PROJECT;
}

/**
 * The bucket Firebase gives a project made since 30 October 2024. An older project's bucket is
 * `<project>.appspot.com`, which Cloud Functions names in FIREBASE_CONFIG; elsewhere STORAGE_BUCKET
 * says so.
 */
export function defaultStorageBucket(projectId: string): string {
  return `${projectId}.firebasestorage.app`;
}

type BucketVariables = ProjectVariables & Pick<Config, 'STORAGE_BUCKET'>;

/** The project's bucket: STORAGE_BUCKET, then FIREBASE_CONFIG's, then the project's default. */
export function projectStorageBucket(config: BucketVariables, projectId: string): string {
  return (
    config.STORAGE_BUCKET ||
    config.FIREBASE_CONFIG?.storageBucket ||
    defaultStorageBucket(projectId)
  );
}

/** The Cloud Storage bucket, when a project or STORAGE_BUCKET names one. */
export function storageBucketOf(config: BucketVariables): string | undefined {
  const projectId = projectIdOf(config);
  return projectId ? projectStorageBucket(config, projectId) : config.STORAGE_BUCKET;
}

/** Where the functions run (the `api` function is also the Cloud Run service `api` there). */
export const FUNCTION_REGION = 'us-central1';

/**
 * The task-queue function that paints the image model's variants after a generation was answered
 * (its export in `index.ts`); its Cloud Tasks queue has the same name.
 */
export const LATE_WORK_FUNCTION = 'lateWork';
