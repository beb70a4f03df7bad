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
}

export const startProgress = (kind: GenerationKind, now: number): GenerationProgress => ({
  kind,
  startedAt: now,
  uploadedAt: kind === 'edit' ? now : null,
  uploaded: kind === 'edit' ? 1 : 0,
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

export interface GenerationStage {
  label: string;
  elapsedSeconds: number;
}

export function generationStage(progress: GenerationProgress, now: number): GenerationStage {
  const elapsedSeconds = Math.max(0, Math.floor((now - progress.startedAt) / 1000));
  let label: string;
  if (progress.uploadedAt === null) {
    label = `Uploading photo… ${Math.round(progress.uploaded * 100)}%`;
  } else if (now - progress.uploadedAt >= FINISHING_AFTER_MS) {
    label = 'Finishing…';
  } else {
    label = progress.kind === 'edit' ? 'Editing your thumbnail…' : 'Composing thumbnails…';
  }
  return { label, elapsedSeconds };
}
