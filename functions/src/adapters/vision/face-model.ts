import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DetectedFace, Point } from './analysis-protocol.js';
import { installedPackageDir } from './model-files.js';

const require = createRequire(import.meta.url);

/** A face counts when Human is this sure: the rocket's nose cone scores 0.74, real faces 0.9+. */
const MIN_FACE_SCORE = 0.85;
const MAX_FACES = 12;

/** The parts of Human's result this adapter reads. */
interface HumanFace {
  score: number;
  box: [number, number, number, number];
  mesh: [number, number, number?][];
  annotations: Record<string, [number, number, number?][] | undefined>;
  emotion?: { score: number; emotion: string }[];
  /** The face description model's 1024 numbers: who this is, whatever the light or size. */
  embedding?: number[];
}
interface HumanTensor {
  dispose?: () => void;
}
interface Human {
  load(): Promise<void>;
  detect(input: HumanTensor): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor4d(values: Int32Array, shape: number[], dtype: 'int32'): HumanTensor;
    dispose(tensor: HumanTensor): void;
  };
}

/**
 * Human fetches its models and the wasm binary by URL, and Node's fetch cannot read file://: this
 * thread's fetch answers file URLs from disk and refuses everything else (nothing is downloaded).
 */
function serveFilesToFetch(): void {
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith('file://') ? fileURLToPath(url) : url;
    if (!path.startsWith('/')) throw new Error(`the face model may not fetch ${url}`);
    return new Response(readFileSync(path));
  }) as typeof fetch;
}

export interface FaceModel {
  faces(rgba: Uint8ClampedArray, width: number, height: number): Promise<DetectedFace[]>;
}

function toPoint([x, y]: [number, number, number?], width: number, height: number): Point {
  return { x: x / width, y: y / height };
}

function centre(points: [number, number, number?][] | undefined): [number, number] | null {
  if (!points || points.length === 0) return null;
  const sum = points.reduce((total, [x, y]) => [total[0] + x, total[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/**
 * The face itself: the mesh's extent (brows to chin, cheek to cheek) raised by a quarter for the
 * forehead. Human's own box grows with the face's size in the picture (it is the crop the mesh
 * model was run on), so the same face measured at two scales would not match; the mesh does.
 */
function meshBox(
  mesh: [number, number, number?][],
  width: number,
  height: number,
): DetectedFace['box'] | null {
  if (mesh.length === 0) return null;
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const [x, y] of mesh) {
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const raised = Math.max(0, top - (bottom - top) * 0.25);
  return {
    x: Math.max(0, left / width),
    y: raised / height,
    width: (Math.min(width, right) - Math.max(0, left)) / width,
    height: (Math.min(height, bottom) - raised) / height,
  };
}

/**
 * @vladmandic/human (MIT, weights inside the package) on the tfjs wasm backend: face boxes, the
 * 478-point mesh with irises, an expression and an embedding of who it is, on the CPU with no native binary.
 */
export async function loadFaceModel(): Promise<FaceModel> {
  serveFilesToFetch();
  const humanDir = installedPackageDir('@vladmandic/human');
  const { Human } = require(join(humanDir, 'dist/human.node-wasm.js')) as {
    Human: new (config: object) => Human;
  };
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${join(installedPackageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`,
    modelBasePath: `file://${join(humanDir, 'models')}/`,
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: MAX_FACES, minConfidence: 0.5 },
      mesh: { enabled: true },
      iris: { enabled: true },
      emotion: { enabled: true },
      // Who the face is (issue 22): a likeness compares these between the photo and a thumbnail.
      description: { enabled: true },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();

  return {
    async faces(rgba, width, height) {
      const rgb = new Int32Array(width * height * 3);
      for (let i = 0, j = 0; i < rgba.length; i += 4) {
        rgb[j++] = rgba[i] as number;
        rgb[j++] = rgba[i + 1] as number;
        rgb[j++] = rgba[i + 2] as number;
      }
      const tensor = human.tf.tensor4d(rgb, [1, height, width, 3], 'int32');
      try {
        const result = await human.detect(tensor);
        return result.face
          .filter((face) => face.score >= MIN_FACE_SCORE)
          .map((face): DetectedFace => {
            const [x, y, w, h] = face.box;
            const irises = [
              centre(face.annotations.leftEyeIris) ?? [x + w * 0.3, y + h * 0.4],
              centre(face.annotations.rightEyeIris) ?? [x + w * 0.7, y + h * 0.4],
            ].sort((a, b) => a[0] - b[0]);
            const [top] = [...(face.emotion ?? [])].sort((a, b) => b.score - a.score);
            return {
              box: meshBox(face.mesh, width, height) ?? {
                x: x / width,
                y: y / height,
                width: w / width,
                height: h / height,
              },
              eyes: [
                toPoint(irises[0] as [number, number], width, height),
                toPoint(irises[1] as [number, number], width, height),
              ],
              landmarks: face.mesh.map((point) => toPoint(point, width, height)),
              expression: top ? { name: top.emotion, score: top.score } : null,
              embedding: face.embedding ?? [],
              score: face.score,
            };
          });
      } finally {
        human.tf.dispose(tensor);
      }
    },
  };
}
