/**
 * The guided filter (He, Sun and Tang, "Guided Image Filtering", 2010): an output that is locally
 * a linear function of a guide image, so an edge of the guide becomes an edge of the output. Run
 * on a mask stretched up from the cut-out model's grid, with the photo as the guide, it moves the
 * mask's outline onto the photo's own edges (hair, shoulders) instead of the grid's steps. Every
 * step is a box mean by running sums: O(n) whatever the radius.
 */

/** The mean of each pixel's (2r+1)-square window of a `size`-square plane, clipped at the edges. */
export function boxMean(plane: Float32Array, size: number, radius: number): Float32Array {
  const across = new Float32Array(plane.length);
  const out = new Float32Array(plane.length);
  for (let y = 0; y < size; y += 1) {
    const row = y * size;
    let sum = 0;
    for (let x = 0; x < Math.min(radius, size); x += 1) sum += plane[row + x] as number;
    for (let x = 0; x < size; x += 1) {
      if (x + radius < size) sum += plane[row + x + radius] as number;
      if (x - radius - 1 >= 0) sum -= plane[row + x - radius - 1] as number;
      across[row + x] = sum;
    }
  }
  // How many pixels each clipped window spans along a row or a column, the same for both.
  const span = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    span[i] = Math.min(size - 1, i + radius) - Math.max(0, i - radius) + 1;
  }
  const sums = new Float64Array(size);
  for (let y = 0; y < Math.min(radius, size); y += 1) {
    for (let x = 0; x < size; x += 1)
      sums[x] = (sums[x] as number) + (across[y * size + x] as number);
  }
  for (let y = 0; y < size; y += 1) {
    const entering = y + radius < size ? (y + radius) * size : -1;
    const leaving = y - radius - 1 >= 0 ? (y - radius - 1) * size : -1;
    const rows = span[y] as number;
    for (let x = 0; x < size; x += 1) {
      if (entering >= 0) sums[x] = (sums[x] as number) + (across[entering + x] as number);
      if (leaving >= 0) sums[x] = (sums[x] as number) - (across[leaving + x] as number);
      out[y * size + x] = (sums[x] as number) / (rows * (span[x] as number));
    }
  }
  return out;
}

/**
 * `input` filtered under `guide` (both `size`-square, values 0..1). `radius` is the window's
 * half-width in pixels; `epsilon` how strong an edge of the guide must be (as a variance) to
 * be kept rather than smoothed over.
 */
export function guidedFilter(
  guide: Float32Array,
  input: Float32Array,
  size: number,
  radius: number,
  epsilon: number,
): Float32Array {
  const n = guide.length;
  const guideSquared = new Float32Array(n);
  const product = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const g = guide[i] as number;
    guideSquared[i] = g * g;
    product[i] = g * (input[i] as number);
  }
  const meanGuide = boxMean(guide, size, radius);
  const meanInput = boxMean(input, size, radius);
  const meanSquared = boxMean(guideSquared, size, radius);
  const meanProduct = boxMean(product, size, radius);
  // Reused in place: a becomes the slope, b the offset of each window's linear fit.
  const a = guideSquared;
  const b = product;
  for (let i = 0; i < n; i += 1) {
    const mg = meanGuide[i] as number;
    const mi = meanInput[i] as number;
    const slope =
      ((meanProduct[i] as number) - mg * mi) / ((meanSquared[i] as number) - mg * mg + epsilon);
    a[i] = slope;
    b[i] = mi - slope * mg;
  }
  const meanA = boxMean(a, size, radius);
  const meanB = boxMean(b, size, radius);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const value = (meanA[i] as number) * (guide[i] as number) + (meanB[i] as number);
    out[i] = value < 0 ? 0 : value > 1 ? 1 : value;
  }
  return out;
}
