import { parentPort } from 'node:worker_threads';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { decodeImage } from '../imaging/decode-image.js';
import { lowerThisThreadsPriority } from '../threads/lower-priority.js';
import {
  FACE_INPUT_MAX,
  MASK_SIZE,
  REFINED_MASK_SIZE,
  type AnalysisAnswer,
  type AnalysisRequest,
} from './analysis-protocol.js';
import { loadFaceModel, type FaceModel } from './face-model.js';
import { loadSubjectMaskModel, type SubjectMaskModel } from './subject-mask-model.js';
import { refineSubjectMask } from './refine-subject-mask.js';

/**
 * The analysis thread: loads the cut-out and face models once, then answers one photo at a time.
 * A model that cannot load is reported with every answer, and the other one still works.
 */
// Before the models load: the runtime threads they start inherit the lower priority.
lowerThisThreadsPriority();

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

function rgbaAt(photo: Image, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(photo, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/**
 * The photo squashed square for the cut-out model and for the guide of its mask's outline, and at
 * its own aspect for the face model.
 */
function modelInputs(bytes: Uint8Array, withMask: boolean) {
  const photo = decodeImage(bytes);
  const scale = Math.min(1, FACE_INPUT_MAX / Math.max(photo.width, photo.height));
  const faceWidth = Math.max(1, Math.round(photo.width * scale));
  const faceHeight = Math.max(1, Math.round(photo.height * scale));
  return {
    maskInput: withMask ? rgbaAt(photo, MASK_SIZE, MASK_SIZE) : null,
    maskGuide: withMask ? rgbaAt(photo, REFINED_MASK_SIZE, REFINED_MASK_SIZE) : null,
    faceInput: rgbaAt(photo, faceWidth, faceHeight),
    faceWidth,
    faceHeight,
  };
}

async function answer(request: AnalysisRequest): Promise<AnalysisAnswer> {
  const failures: string[] = [];
  if (Date.now() > request.expiresAt) {
    return { id: request.id, mask: null, faces: null, failures: ['nobody waits for it any more'] };
  }
  faces ??= loadFaceModel();
  const inputs = modelInputs(request.photo, !request.facesOnly);
  const { maskInput, maskGuide } = inputs;
  // The cut-out runs on onnxruntime's own thread while the face model runs on this one.
  const [mask, found] = await Promise.all([
    maskInput &&
      settle(
        async () => {
          masks ??= loadSubjectMaskModel();
          return (await masks).mask(maskInput, MASK_SIZE);
        },
        failures,
        'cut-out model',
      ),
    settle(
      async () => (await faces!).faces(inputs.faceInput, inputs.faceWidth, inputs.faceHeight),
      failures,
      'face model',
    ),
  ]);
  // The mask is the photo squashed square, so the faces' fractions hold in it too.
  const subject =
    mask &&
    maskGuide &&
    refineSubjectMask(
      mask,
      (found ?? []).map((face) => face.box),
      maskGuide,
      REFINED_MASK_SIZE,
    );
  return { id: request.id, mask: subject, faces: found, failures };
}

parentPort?.on('message', (request: AnalysisRequest) => {
  void answer(request).then(
    (reply) =>
      parentPort?.postMessage(reply, reply.mask ? [reply.mask.alpha.buffer as ArrayBuffer] : []),
    // A photo that cannot be decoded gets no analysis; the renderer falls back.
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        mask: null,
        faces: null,
        failures: [`decoding: ${error instanceof Error ? error.message : String(error)}`],
      } satisfies AnalysisAnswer),
  );
});
