import { createCanvas } from '@napi-rs/canvas';
import { resolutionSize } from '@thumbforge/contract';
import type { ImageModel, PaintBaseArtRequest } from '../../src/core/ports/image-model.port.js';
import { pngSize } from '../../src/adapters/imaging/png-size.js';
import { currentWork } from '../../src/core/work-context.js';

/** Flat base art of `size` in one colour: what a painter answers, without its cost. */
async function flatArt(size: { width: number; height: number }, colour: string): Promise<Buffer> {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, size.width, size.height);
  return canvas.encode('png');
}

/** A painter that answers every variant at once in flat `colour`, and edits into it too. */
export function flatModel(colour: string): ImageModel & { edits: number } {
  const model = {
    edits: 0,
    findSubject: async () => null,
    async paintBaseArt(request: PaintBaseArtRequest) {
      const size = resolutionSize(request.resolution);
      const baseArt = await flatArt(size, colour);
      return {
        images: request.variants.map((_plan, variant) => ({ variant, baseArt })),
        notDrawn: [],
      };
    },
    async editBaseArt(request: Parameters<ImageModel['editBaseArt']>[0]) {
      model.edits += 1;
      const size = pngSize(request.baseArt) ?? resolutionSize('1280 x 720');
      return {
        baseArt: await flatArt(size, colour === '#123456' ? '#654321' : '#123456'),
        applied: ['made it brighter'],
        notUnderstood: [],
        notDrawn: [],
      };
    },
  };
  return model;
}

interface HeldCall {
  request: PaintBaseArtRequest;
  /** Answers the call with flat art. */
  paint(colour?: string): Promise<void>;
  fail(error: Error): void;
  /** Whether the call's work was stopped (its signal aborted). */
  stopped: boolean;
}

/**
 * A remote model whose every paint call waits for the test to answer it, one call per variant as
 * the real one makes them; `calls` fills as they arrive, so a test answers them in any order.
 */
export function heldModel(): {
  model: ImageModel;
  calls: HeldCall[];
  waitForCalls(count: number): Promise<HeldCall[]>;
} {
  const calls: HeldCall[] = [];
  const model: ImageModel = {
    findSubject: async () => null,
    paintBaseArt: (request) =>
      new Promise((resolve, reject) => {
        const call: HeldCall = {
          request,
          stopped: false,
          async paint(colour = '#2f7bff') {
            const baseArt = await flatArt(resolutionSize(request.resolution), colour);
            resolve({ images: [{ variant: 0, baseArt }], notDrawn: [] });
          },
          fail: reject,
        };
        // As the real model's call does, the work's signal ends it.
        const { signal } = currentWork();
        signal?.addEventListener('abort', () => {
          call.stopped = true;
          reject(signal.reason as Error);
        });
        calls.push(call);
      }),
    editBaseArt: () => Promise.reject(new Error('not held')),
  };
  return {
    model,
    calls,
    async waitForCalls(count) {
      while (calls.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      return calls.slice(0, count);
    },
  };
}
