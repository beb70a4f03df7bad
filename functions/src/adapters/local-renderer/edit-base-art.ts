import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ArtOperation } from '../../core/thumbnails/scene/index.js';
import { applyColourGrade, NEUTRAL_GRADE, type ColourGrade } from './colour-grade.js';
import { centreOfInterest, saliencyOf } from '../imaging/photo-saliency.js';
import type { SaliencyMap } from '../imaging/saliency.js';

const ZOOM_STEP = 1.2;

function graded(art: Canvas, changes: Partial<ColourGrade>): Canvas {
  const context = art.getContext('2d');
  const pixels = context.getImageData(0, 0, art.width, art.height);
  applyColourGrade(pixels.data, art.width, art.height, { ...NEUTRAL_GRADE, ...changes });
  context.putImageData(pixels, 0, 0);
  return art;
}

function zoomedIn(art: Canvas, steps: number): Canvas {
  const { width, height } = art;
  const focus = centreOfInterest(saliencyOf(art));
  const cropWidth = width / ZOOM_STEP ** steps;
  const cropHeight = height / ZOOM_STEP ** steps;
  const x = Math.min(width - cropWidth, Math.max(0, focus.x * width - cropWidth / 2));
  const y = Math.min(height - cropHeight, Math.max(0, focus.y * height - cropHeight / 2));
  const zoomed = createCanvas(width, height);
  zoomed.getContext('2d').drawImage(art, x, y, cropWidth, cropHeight, 0, 0, width, height);
  return zoomed;
}

/** The whole picture, smaller, on a dimmed and blurred copy of itself. */
function zoomedOut(art: Canvas, steps: number): Canvas {
  const { width, height } = art;
  const zoomed = createCanvas(width, height);
  const context = zoomed.getContext('2d');
  context.filter = `blur(${Math.round(height * 0.03)}px) brightness(0.6)`;
  context.drawImage(art, -20, -20, width + 40, height + 40);
  context.filter = 'none';
  const innerWidth = width / ZOOM_STEP ** steps;
  const innerHeight = height / ZOOM_STEP ** steps;
  context.shadowColor = 'rgba(0, 0, 0, 0.6)';
  context.shadowBlur = height * 0.03;
  context.drawImage(
    art,
    (width - innerWidth) / 2,
    (height - innerHeight) / 2,
    innerWidth,
    innerHeight,
  );
  return zoomed;
}

function percentile(values: Float32Array, fraction: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** How much of each pixel is subject (1) rather than background (0), sampled from the map. */
function subjectMask(map: SaliencyMap): (x: number, y: number) => number {
  const low = percentile(map.values, 0.45);
  const high = percentile(map.values, 0.75);
  const span = Math.max(1e-6, high - low);
  return (fx, fy) => {
    const x = Math.min(map.width - 1, Math.max(0, Math.floor(fx * map.width)));
    const y = Math.min(map.height - 1, Math.max(0, Math.floor(fy * map.height)));
    const t = Math.min(1, Math.max(0, ((map.values[y * map.width + x] ?? 0) - low) / span));
    return t * t * (3 - 2 * t);
  };
}

function backgroundBlurred(art: Canvas): Canvas {
  const { width, height } = art;
  const blurred = createCanvas(width, height);
  const blurContext = blurred.getContext('2d');
  blurContext.filter = `blur(${Math.round(height * 0.012)}px)`;
  blurContext.drawImage(art, 0, 0);
  const soft = blurContext.getImageData(0, 0, width, height);
  const sharpContext = art.getContext('2d');
  const sharp = sharpContext.getImageData(0, 0, width, height);
  const mask = subjectMask(saliencyOf(art));
  // Mask values are sampled on a coarse grid; one lookup per block keeps this fast.
  const block = 8;
  for (let by = 0; by < height; by += block) {
    for (let bx = 0; bx < width; bx += block) {
      const keep = mask((bx + block / 2) / width, (by + block / 2) / height);
      for (let y = by; y < Math.min(height, by + block); y += 1) {
        for (let x = bx; x < Math.min(width, bx + block); x += 1) {
          const i = (y * width + x) * 4;
          for (let c = 0; c < 3; c += 1) {
            const s = sharp.data[i + c] as number;
            const b = soft.data[i + c] as number;
            sharp.data[i + c] = b + (s - b) * keep;
          }
        }
      }
    }
  }
  sharpContext.putImageData(sharp, 0, 0);
  return art;
}

/**
 * Applies one change to the base art's pixels in one pass, however many steps it combines (each
 * step as strong as one "brighter"); may return a new canvas.
 */
export function editBaseArt(art: Canvas, operation: ArtOperation): Canvas {
  const steps = 'steps' in operation ? (operation.steps ?? 1) : 1;
  switch (operation.kind) {
    case 'brightness':
      // Brighter lifts the mid-tones and the shadows, the black point only a little: a black
      // lifted as far as the mid-tones washes the picture out, and the title's outline and the
      // subject's shadows lose their punch.
      return operation.direction === 'up'
        ? graded(art, { exposure: 8 * steps, gamma: 0.7 ** steps })
        : graded(art, { exposure: -26 * steps, gamma: 1.12 ** steps });
    case 'contrast':
      return graded(art, { contrast: (operation.direction === 'up' ? 1.25 : 0.8) ** steps });
    case 'saturation':
      return graded(art, { saturation: (operation.direction === 'up' ? 1.35 : 0.6) ** steps });
    case 'black-and-white':
      return graded(art, { saturation: 0 });
    case 'temperature':
      return graded(art, { warmth: (operation.direction === 'warmer' ? 18 : -18) * steps });
    case 'zoom':
      return operation.direction === 'in' ? zoomedIn(art, steps) : zoomedOut(art, steps);
    case 'blur-background':
      return backgroundBlurred(art);
  }
}
