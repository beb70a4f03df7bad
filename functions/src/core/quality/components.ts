/**
 * Connected regions of a binary map, 4-connected, labelled by a flood fill: the cut-out's pieces
 * and the holes in it.
 */
interface Region {
  area: number;
  /** Whether the region reaches the map's border. */
  touchesBorder: boolean;
  /** Whether it holds one of the pixels `marked` names (a face's middle, say). */
  marked: boolean;
}

export function regions(
  size: { width: number; height: number },
  member: (index: number) => boolean,
  marked: ReadonlySet<number> = new Set(),
): Region[] {
  const { width, height } = size;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const found: Region[] = [];
  for (let start = 0; start < width * height; start += 1) {
    if (seen[start] || !member(start)) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    const region: Region = { area: 0, touchesBorder: false, marked: false };
    const visit = (neighbour: number) => {
      if (!seen[neighbour] && member(neighbour)) {
        seen[neighbour] = 1;
        stack[top++] = neighbour;
      }
    };
    while (top > 0) {
      const index = stack[--top] as number;
      region.area += 1;
      if (marked.has(index)) region.marked = true;
      const x = index % width;
      const y = (index - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.touchesBorder = true;
      if (x > 0) visit(index - 1);
      if (x < width - 1) visit(index + 1);
      if (y > 0) visit(index - width);
      if (y < height - 1) visit(index + width);
    }
    found.push(region);
  }
  return found;
}

/** A map shrunk by `factor` in each direction, each cell the mean of its pixels. */
export function shrunk(
  map: Uint8Array,
  size: { width: number; height: number },
  factor: number,
): { map: Uint8Array; width: number; height: number } {
  const width = Math.max(1, Math.floor(size.width / factor));
  const height = Math.max(1, Math.floor(size.height / factor));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * size.width;
        for (let dx = 0; dx < factor; dx += 1) sum += map[row + x * factor + dx] as number;
      }
      out[y * width + x] = Math.round(sum / (factor * factor));
    }
  }
  return { map: out, width, height };
}
