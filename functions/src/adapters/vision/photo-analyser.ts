import type { Box } from '@thumbforge/contract';
import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../core/ports/logger.port.js';
import { startWorker } from '../threads/start-worker.js';
import { cutOutHoldsFaces } from './cut-out-holds-faces.js';
import { likenessOf } from './face-similarity.js';
import type {
  AnalysisAnswer,
  AnalysisRequest,
  DetectedFace,
  SubjectMask,
} from './analysis-protocol.js';

/** What the models found in one photo: kept with it, so variants and edits never ask again. */
export interface PhotoAnalysis {
  mask: SubjectMask;
  /** Where the mask is solid, as fractions of the photo. */
  subjectBox: Box;
  faces: DetectedFace[];
}

export interface PhotoAnalyser {
  /**
   * The analysis of a photo, or null when the models are unavailable or the cut-out leaves out a
   * face found (the caller falls back to framing the photo, everyone in it).
   */
  analyse(photo: Uint8Array): Promise<PhotoAnalysis | null>;
  /** Only the face boxes (fractions of the image), biggest first; none when the model is out. */
  faces(image: Uint8Array): Promise<Box[]>;
  /**
   * For each face of the photo, biggest first, how alike the closest face of `image` is
   * (face-similarity.ts); [] when the photo shows no face, null when the face model is out.
   */
  likeness(photo: Uint8Array, image: Uint8Array): Promise<number[] | null>;
  close(): Promise<void>;
}

interface PhotoAnalyserOptions {
  logger?: Pick<Logger, 'warn'>;
  /** Photos remembered; each costs about 400 KB (the 640-pixel mask) plus its face landmarks. */
  cacheSize?: number;
  /** One photo's limit, model loading included; past it the caller falls back. */
  timeoutMs?: number;
  /** Photos waiting for the worker beyond this fall back at once rather than queue. */
  maxQueued?: number;
  /** The worker's JavaScript heap; the models' own buffers live outside it and stay fixed. */
  maxHeapMb?: number;
}

/** The box around the mask's solid part; null when nothing stands out. */
export function maskBox(mask: SubjectMask): Box | null {
  let left = mask.size;
  let right = -1;
  let top = mask.size;
  let bottom = -1;
  for (let y = 0; y < mask.size; y += 1) {
    for (let x = 0; x < mask.size; x += 1) {
      if ((mask.alpha[y * mask.size + x] as number) < 128) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  return {
    x: left / mask.size,
    y: top / mask.size,
    width: (right - left + 1) / mask.size,
    height: (bottom - top + 1) / mask.size,
  };
}

const biggestFirst = (faces: DetectedFace[]) =>
  [...faces].sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);

/**
 * Runs the cut-out and face models in one worker thread with a bounded heap, one photo at a time,
 * and remembers the answers by the photo's bytes. Whatever goes wrong (a model missing, the
 * worker crashing or too slow, too many photos waiting), the photo gets no analysis and the
 * renderer falls back to its saliency layouts: one warning is logged, no request ever fails.
 */
export function createPhotoAnalyser(options: PhotoAnalyserOptions = {}): PhotoAnalyser {
  const cacheSize = options.cacheSize ?? 24;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxQueued = options.maxQueued ?? 8;
  const cache = new LRUCache<string, Promise<AnalysisAnswer | null>>({ max: cacheSize });
  const pending = new Map<number, (answer: AnalysisAnswer | Error) => void>();
  /**
   * Photos sent to the worker and not yet answered, abandoned ones included: the worker is never
   * ended while one runs (see `ask`), so what it holds is bounded here instead.
   */
  let sent = 0;
  let drained: (() => void) | null = null;
  let worker: Worker | null = null;
  let nextId = 1;
  let warned = false;

  function warnOnce(reason: string): void {
    if (warned) return;
    warned = true;
    const message = 'photo analysis unavailable; thumbnails use the saliency layouts';
    if (options.logger) options.logger.warn(message, { reason });
    else console.warn(`${message}: ${reason}`);
  }

  function failAll(error: Error): void {
    for (const settle of pending.values()) settle(error);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const created = startWorker(import.meta.url, 'analysis-worker', {
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 384 },
    });
    created.unref();
    created.on('message', (answer: AnalysisAnswer) => {
      sent -= 1;
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
      if (sent === 0) {
        created.unref();
        drained?.();
      }
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => {
      if (worker === created) worker = null;
      sent = 0;
      drained?.();
      failAll(new Error(`the analysis worker stopped (exit code ${code})`));
    });
    worker = created;
    return created;
  }

  /**
   * One photo's answer within `timeoutMs`. Past it the caller falls back, and the worker is left
   * to finish: ending a thread while onnxruntime runs in it aborts the whole process (its binding
   * throws into a torn-down environment), and a model's run always ends. The request carries its
   * deadline, so a photo nobody waits for any more is skipped rather than analysed.
   */
  async function ask(photo: Uint8Array, facesOnly: boolean): Promise<AnalysisAnswer> {
    if (pending.size >= maxQueued || sent >= 2 * maxQueued) {
      throw new Error(`${sent} photos already with the analysis worker`);
    }
    const request: AnalysisRequest = {
      id: nextId++,
      photo: new Uint8Array(photo),
      facesOnly,
      expiresAt: Date.now() + timeoutMs,
    };
    const thread = started();
    return new Promise<AnalysisAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(request.id, (answer) => {
        clearTimeout(timer);
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      });
      thread.ref();
      sent += 1;
      thread.postMessage(request, [request.photo.buffer as ArrayBuffer]);
    });
  }

  async function answerFor(photo: Uint8Array, facesOnly: boolean): Promise<AnalysisAnswer | null> {
    try {
      const answer = await ask(photo, facesOnly);
      if (answer.failures.length > 0) warnOnce(answer.failures.join('; '));
      return answer;
    } catch (error) {
      warnOnce(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /**
   * A photo's analysis, asked once. A thumbnail only needs its faces: asked for `facesOnly`, the
   * cut-out model is not run, and a whole analysis of the same picture answers it too.
   */
  function remembered(bytes: Uint8Array, facesOnly = false): Promise<AnalysisAnswer | null> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const keys = facesOnly ? [`all:${hash}`, `faces:${hash}`] : [`all:${hash}`];
    for (const key of keys) {
      const known = cache.get(key);
      if (known) return known;
    }
    const key = keys[keys.length - 1] as string;
    const answer = answerFor(bytes, facesOnly);
    cache.set(key, answer);
    // A photo not answered in time (a busy moment) is asked again next time, not given up on.
    void answer.then((known) => {
      if (known === null && cache.get(key) === answer) cache.delete(key);
    });
    return answer;
  }

  return {
    async analyse(bytes) {
      const answer = await remembered(bytes);
      const subjectBox = answer?.mask ? maskBox(answer.mask) : null;
      if (!answer?.mask || !subjectBox) return null;
      const faces = answer.faces ?? [];
      if (
        !cutOutHoldsFaces(
          answer.mask,
          faces.map((face) => face.box),
        )
      )
        return null;
      return { mask: answer.mask, subjectBox, faces };
    },
    async faces(bytes) {
      const answer = await remembered(bytes, true);
      return biggestFirst(answer?.faces ?? []).map((face) => face.box);
    },
    async likeness(photo, image) {
      const inPhoto = await remembered(photo);
      if (!inPhoto?.faces) return null;
      // A photo without a face has no likeness to keep: the image is not read at all.
      if (inPhoto.faces.length === 0) return [];
      const inImage = await remembered(image, true);
      if (!inImage?.faces) return null;
      return likenessOf(
        biggestFirst(inPhoto.faces).map((face) => face.embedding),
        inImage.faces.map((face) => face.embedding),
      );
    },
    async close() {
      const running = worker;
      if (!running) return;
      // Ended once idle (see `ask`): its last photos are skipped or end within their deadline.
      if (sent > 0) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, timeoutMs).unref();
        });
      }
      worker = null;
      await running.terminate();
    },
  };
}

let shared: PhotoAnalyser | null = null;

/** The process's one analyser: one worker and one cache for every renderer. */
export function sharedPhotoAnalyser(logger?: Pick<Logger, 'warn'>): PhotoAnalyser {
  shared ??= createPhotoAnalyser(logger ? { logger } : {});
  return shared;
}
