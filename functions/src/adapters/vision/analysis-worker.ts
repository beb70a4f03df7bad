import { parentPort } from 'node:worker_threads';
import type { AnalysisAnswer, AnalysisRequest } from './analysis-protocol.js';
import { loadFaceModel, type FaceModel } from './face-model.js';
import { loadSubjectMaskModel, type SubjectMaskModel } from './subject-mask-model.js';

/**
 * The analysis thread: loads the cut-out and face models once, then answers one photo at a time.
 * A model that cannot load is reported with every answer, and the other one still works.
 */
let masks: Promise<SubjectMaskModel> | null = null;
let faces: Promise<FaceModel> | null = null;

async function settle<T>(work: () => Promise<T>, failures: string[], what: string) {
  try {
    return await work();
  } catch (error) {
    failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function answer(request: AnalysisRequest): Promise<AnalysisAnswer> {
  masks ??= loadSubjectMaskModel();
  faces ??= loadFaceModel();
  const failures: string[] = [];
  // The cut-out runs on onnxruntime's own thread while the face model runs on this one.
  const [mask, found] = await Promise.all([
    settle(
      async () => (await masks!).mask(request.maskInput, request.maskSize),
      failures,
      'cut-out model',
    ),
    settle(
      async () => (await faces!).faces(request.faceInput, request.faceWidth, request.faceHeight),
      failures,
      'face model',
    ),
  ]);
  return { id: request.id, mask, faces: found, failures };
}

parentPort?.on('message', (request: AnalysisRequest) => {
  void answer(request).then((reply) =>
    parentPort?.postMessage(reply, reply.mask ? [reply.mask.alpha.buffer as ArrayBuffer] : []),
  );
});
