import { progressByTime } from './painting-progress';

export type GenerationKind = 'generate' | 'edit';

/** A generation or edit in flight, as the pending reply shows it. */
export interface GenerationProgress {
  kind: GenerationKind;
  /** When the request started, in ms since the epoch. */
  startedAt: number;
  /** When the photo had been fully sent (generate only); null while it is still going out. */
  uploadedAt: number | null;
  /** The share of the photo sent, from 0 to 1. */
  uploaded: number;
  /** An edit of the image model's picture: about how long the model takes, in seconds. */
  expectedSeconds?: number;
}

export const startProgress = (
  kind: GenerationKind,
  now: number,
  expectedSeconds?: number,
): GenerationProgress => ({
  kind,
  startedAt: now,
  uploadedAt: kind === 'edit' ? now : null,
  uploaded: kind === 'edit' ? 1 : 0,
  ...(expectedSeconds ? { expectedSeconds } : {}),
});

export function withUpload(progress: GenerationProgress, fraction: number, now: number) {
  const uploaded = Math.min(1, Math.max(progress.uploaded, fraction));
  return { ...progress, uploaded, uploadedAt: uploaded >= 1 ? (progress.uploadedAt ?? now) : null };
}

/**
 * The server does not report its own progress, so past the upload the stage is a guess by time:
 * after this long the model has usually answered and the images are being stored.
 */
export const FINISHING_AFTER_MS = 6000;

interface GenerationStage {
  label: string;
  elapsedSeconds: number;
  /** How far along, from 0 to 1, when it can be told (an upload, the model's edit); else null. */
  fraction: number | null;
}

export function generationStage(progress: GenerationProgress, now: number): GenerationStage {
  const elapsedSeconds = Math.max(0, Math.floor((now - progress.startedAt) / 1000));
  if (progress.expectedSeconds) {
    // The image model's edit: its progress is told as its variants' is, by time.
    const byTime = progressByTime(progress.startedAt, progress.expectedSeconds, now);
    return {
      label: byTime.late ? 'Still painting your edit…' : 'Painting your edit…',
      elapsedSeconds,
      fraction: byTime.fraction,
    };
  }
  if (progress.uploadedAt === null) {
    return {
      label: `Uploading photo… ${Math.round(progress.uploaded * 100)}%`,
      elapsedSeconds,
      fraction: progress.uploaded,
    };
  }
  const label =
    now - progress.uploadedAt >= FINISHING_AFTER_MS
      ? 'Finishing…'
      : progress.kind === 'edit'
        ? 'Editing your thumbnail…'
        : 'Composing thumbnails…';
  return { label, elapsedSeconds, fraction: null };
}
