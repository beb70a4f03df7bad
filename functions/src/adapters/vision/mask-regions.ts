/** The connected regions of a square mask's pixels that pass a test. */
interface MaskRegions {
  /** Each pixel's region, -1 for pixels outside every region. */
  region: Int32Array;
  /** Each region's area in pixels. */
  areas: number[];
}

/**
 * Labels the 8-connected regions of the pixels `inside` accepts: one pass over the pixels with an
 * explicit stack, whatever the picture.
 */
export function labelRegions(size: number, inside: (pixel: number) => boolean): MaskRegions {
  const plane = size * size;
  const region = new Int32Array(plane).fill(-1);
  const stack = new Int32Array(plane);
  const areas: number[] = [];
  for (let start = 0; start < plane; start += 1) {
    if (region[start] !== -1 || !inside(start)) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    region[start] = id;
    while (top > 0) {
      const pixel = stack[--top] as number;
      area += 1;
      const x = pixel % size;
      const y = (pixel - x) / size;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
          const next = ny * size + nx;
          if (region[next] !== -1 || !inside(next)) continue;
          region[next] = id;
          stack[top++] = next;
        }
      }
    }
    areas.push(area);
  }
  return { region, areas };
}
