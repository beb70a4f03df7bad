import { describe, expect, it } from 'vitest';
import { FINISHING_AFTER_MS, generationStage, startProgress, withUpload } from './generation-stage';

const T0 = 1_000_000;

describe('generationStage', () => {
  it('follows the upload, then composes, then finishes, counting seconds from the start', () => {
    let progress = startProgress('generate', T0);
    expect(generationStage(progress, T0)).toEqual({
      label: 'Uploading photo… 0%',
      elapsedSeconds: 0,
      fraction: 0,
    });
    progress = withUpload(progress, 0.42, T0 + 800);
    expect(generationStage(progress, T0 + 1500)).toEqual({
      label: 'Uploading photo… 42%',
      elapsedSeconds: 1,
      fraction: 0.42,
    });
    progress = withUpload(progress, 1, T0 + 2000);
    expect(progress.uploadedAt).toBe(T0 + 2000);
    expect(generationStage(progress, T0 + 3000).label).toBe('Composing thumbnails…');
    expect(generationStage(progress, T0 + 2000 + FINISHING_AFTER_MS)).toEqual({
      label: 'Finishing…',
      elapsedSeconds: 8,
      fraction: null,
    });
  });

  it('never moves the upload backwards, and keeps the moment it completed', () => {
    let progress = withUpload(startProgress('generate', T0), 1, T0 + 100);
    progress = withUpload(progress, 0.5, T0 + 200);
    expect(progress).toMatchObject({ uploaded: 1, uploadedAt: T0 + 100 });
  });

  it('has no upload for an edit', () => {
    const progress = startProgress('edit', T0);
    expect(generationStage(progress, T0 + 1000).label).toBe('Editing your thumbnail…');
    expect(generationStage(progress, T0 + FINISHING_AFTER_MS).label).toBe('Finishing…');
  });

  it("tells an edit of the image model's picture by the model's usual time, never finishing early", () => {
    const progress = startProgress('edit', T0, 30);
    const early = generationStage(progress, T0 + 10_000);
    expect(early).toMatchObject({ label: 'Painting your edit…', elapsedSeconds: 10 });
    expect(early.fraction).toBeGreaterThan(0);
    const late = generationStage(progress, T0 + 60_000);
    expect(late.label).toBe('Still painting your edit…');
    expect(late.fraction).toBeGreaterThan(early.fraction ?? 1);
    expect(late.fraction).toBeLessThan(1);
  });
});
