import type { FaceLikeness } from '../../core/ports/face-likeness.port.js';
import type { Logger } from '../../core/ports/logger.port.js';
import { pngSize } from '../imaging/png-size.js';
import { renderCost, sharedRenderPool, type RenderPool } from '../render-pool/render-pool.js';
import { sharedPhotoAnalyser, type PhotoAnalyser } from '../vision/photo-analyser.js';

interface FaceLikenessOptions {
  /** Reads the faces; the process's shared one (a worker and a cache) by default. */
  analyser?: PhotoAnalyser;
  /** Where a real face is laid back in; the process's shared render pool by default. */
  pool?: RenderPool;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Likeness on the face model's embeddings (the analysis worker: the photo's faces are read once
 * and cached, a thumbnail's without its cut-out), and the real face laid back in on the render
 * pool with the local renderer's cut-out: no model or pixel work on the request thread.
 */
export function createFaceLikeness(options: FaceLikenessOptions = {}): FaceLikeness {
  const analyser = () => options.analyser ?? sharedPhotoAnalyser(options.logger);
  const pool = () => options.pool ?? sharedRenderPool();
  return {
    measure: (photo, art) => analyser().likeness(photo, art),
    async restore(photo, art, title) {
      const [analysis, painted] = await Promise.all([
        analyser().analyse(photo),
        analyser().faces(art),
      ]);
      if (!analysis) return null;
      const size = pngSize(art);
      const restored = await pool().run(
        'restore-face',
        { photo, analysis, art, paintedFace: painted[0] ?? null, title },
        { cost: renderCost(size ?? { width: 1920, height: 1080 }) },
      );
      return { baseArt: restored.baseArt, faces: restored.faces };
    },
  };
}
