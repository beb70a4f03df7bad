import * as ort from 'onnxruntime-node';
import type { SubjectMask } from './analysis-protocol.js';
import { u2netpPath } from './model-files.js';

const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export interface SubjectMaskModel {
  mask(rgba: Uint8ClampedArray, size: number): Promise<SubjectMask>;
}

/**
 * U²-Net-p through onnxruntime on the CPU: one 320x320 pass gives how salient each pixel is,
 * stretched to 0..255. Memory stays flat: no arena, one thread.
 */
export async function loadSubjectMaskModel(path = u2netpPath()): Promise<SubjectMaskModel> {
  const session = await ort.InferenceSession.create(path, {
    // One thread: the face model runs beside it on the other core, and a second thread for
    // the cut-out alone measured no faster on two busy cores.
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    enableCpuMemArena: false,
    graphOptimizationLevel: 'all',
  });
  const [inputName] = session.inputNames;
  const [outputName] = session.outputNames;
  if (!inputName || !outputName) throw new Error('the cut-out model has no input or output');

  return {
    async mask(rgba, size) {
      const plane = size * size;
      let max = 1;
      for (let i = 0; i < rgba.length; i += 4) {
        max = Math.max(max, rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
      }
      const input = new Float32Array(3 * plane);
      for (let p = 0; p < plane; p += 1) {
        for (let c = 0; c < 3; c += 1) {
          input[c * plane + p] = ((rgba[p * 4 + c] as number) / max - MEAN[c]!) / STD[c]!;
        }
      }
      const output = await session.run({
        [inputName]: new ort.Tensor('float32', input, [1, 3, size, size]),
      });
      const values = output[outputName]?.data as Float32Array | undefined;
      if (!values || values.length !== plane) throw new Error('the cut-out model answered no mask');
      let low = Infinity;
      let high = -Infinity;
      for (const value of values) {
        low = Math.min(low, value);
        high = Math.max(high, value);
      }
      const span = Math.max(1e-6, high - low);
      const alpha = new Uint8Array(plane);
      for (let p = 0; p < plane; p += 1) {
        alpha[p] = Math.round((((values[p] as number) - low) / span) * 255);
      }
      return { size, alpha };
    },
  };
}
