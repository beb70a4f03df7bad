import { luma as grey } from '../../core/colour/colour-math.js';
/** A per-pixel estimate of how much each part of a small copy of the photo matters to a viewer. */
export interface SaliencyMap {
  width: number;
  height: number;
  values: Float32Array;
}

/** A crop window as fractions of the photo. */
interface CropWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How likely a pixel is skin, from its rg chromaticity: skin of every tone clusters near
 * r = 0.44, g = 0.31, while saturated oranges and reds (a spacesuit, a sunset) fall outside.
 */
function skinLikelihood(red: number, green: number, blue: number): number {
  const sum = red + green + blue;
  if (sum < 150 || red < green || red < blue) return 0;
  const r = red / sum - 0.44;
  const g = green / sum - 0.31;
  return Math.exp(-(r * r + g * g) / (2 * 0.035 * 0.035));
}

/**
 * Saliency of an RGBA image (best a downscaled copy, about 96 pixels across): edge and contrast
 * energy, saturation and skin likelihood, weighted by a mild bias to the centre and the upper
 * half, where photographers put faces.
 */
export function estimateSaliency(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): SaliencyMap {
  const count = width * height;
  const luma = new Float32Array(count);
  let lumaSum = 0;
  for (let i = 0; i < count; i += 1) {
    const value = grey(rgba[i * 4] ?? 0, rgba[i * 4 + 1] ?? 0, rgba[i * 4 + 2] ?? 0);
    luma[i] = value;
    lumaSum += value;
  }
  const lumaMean = lumaSum / count;

  const raw = new Float32Array(count);
  let edgeMax = 1e-6;
  const edges = new Float32Array(count);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const gx = (luma[i + 1] ?? 0) - (luma[i - 1] ?? 0);
      const gy = (luma[i + width] ?? 0) - (luma[i - width] ?? 0);
      const edge = Math.sqrt(gx * gx + gy * gy);
      edges[i] = edge;
      if (edge > edgeMax) edgeMax = edge;
    }
  }

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const red = rgba[i * 4] ?? 0;
      const green = rgba[i * 4 + 1] ?? 0;
      const blue = rgba[i * 4 + 2] ?? 0;
      const max = Math.max(red, green, blue);
      const min = Math.min(red, green, blue);
      const saturation = max === 0 ? 0 : (max - min) / max;
      const contrast = Math.abs((luma[i] ?? 0) - lumaMean) / 255;
      const dx = x / (width - 1 || 1) - 0.5;
      const dy = y / (height - 1 || 1) - 0.42;
      const bias = 0.55 + 0.45 * Math.exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3));
      raw[i] =
        bias *
        (0.9 * ((edges[i] ?? 0) / edgeMax) +
          0.35 * saturation +
          0.35 * contrast +
          2.6 * skinLikelihood(red, green, blue));
    }
  }
  return {
    width,
    height,
    values: boxBlur(raw, width, height, Math.max(1, Math.round(width / 40))),
  };
}

function boxBlur(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const horizontal = new Float32Array(values.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k += 1) {
        sum += values[y * width + k] ?? 0;
        n += 1;
      }
      horizontal[y * width + x] = sum / n;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k += 1) {
        sum += horizontal[k * width + x] ?? 0;
        n += 1;
      }
      out[y * width + x] = sum / n;
    }
  }
  return out;
}

/** Cutting through something salient (a head at the top edge) costs more than leaving it out. */
const EDGE_CUT_PENALTY = 2.5;

/** Saliency on the window's border, inside it, where a crop would slice through the subject. */
function edgeCut(
  map: SaliencyMap,
  left: number,
  top: number,
  cellsX: number,
  cellsY: number,
): number {
  let sum = 0;
  const bottom = top + cellsY - 1;
  const right = left + cellsX - 1;
  for (let x = left; x <= right; x += 2) {
    if (top > 0) sum += map.values[top * map.width + x] ?? 0;
    if (bottom < map.height - 1) sum += map.values[bottom * map.width + x] ?? 0;
  }
  for (let y = top; y <= bottom; y += 2) {
    if (left > 0) sum += map.values[y * map.width + left] ?? 0;
    if (right < map.width - 1) sum += map.values[y * map.width + right] ?? 0;
  }
  return sum;
}

/**
 * The crop window of the given aspect (width / height) that best frames the salient part: the
 * largest window that fits, slid to where its saliency, weighted towards its own centre, is
 * highest. `zoom` below 1 takes a tighter window.
 */
export function bestCropWindow(
  map: SaliencyMap,
  photoAspect: number,
  aspect: number,
  zoom = 1,
): CropWindow {
  // Window size in fractions of the photo: as large as the photo allows, times zoom.
  const relative = aspect / photoAspect;
  const width = Math.min(1, relative) * zoom;
  const height = Math.min(1, 1 / relative) * zoom;
  const cellsX = Math.max(1, Math.round(width * map.width));
  const cellsY = Math.max(1, Math.round(height * map.height));
  let best = { score: -Infinity, x: 0, y: 0 };
  for (let top = 0; top + cellsY <= map.height; top += 1) {
    for (let left = 0; left + cellsX <= map.width; left += 1) {
      let score = 0;
      for (let y = 0; y < cellsY; y += 2) {
        // Interest is wanted a little above the window's centre: headroom above a face, not below.
        const dy = (y + 0.5) / cellsY - 0.42;
        const row = (top + y) * map.width + left;
        for (let x = 0; x < cellsX; x += 2) {
          const dx = (x + 0.5) / cellsX - 0.5;
          score += (map.values[row + x] ?? 0) * (1 - 1.2 * (dx * dx + dy * dy));
        }
      }
      score -= EDGE_CUT_PENALTY * edgeCut(map, left, top, cellsX, cellsY);
      if (score > best.score) best = { score, x: left, y: top };
    }
  }
  const x = Math.min(best.x / map.width, 1 - width);
  const y = Math.min(best.y / map.height, 1 - height);
  return { x: Math.max(0, x), y: Math.max(0, y), width, height };
}
