/**
 * Connected regions of a binary map, 4-connected, labelled by a flood fill: the cut-out's pieces
 * and the holes in it.
 */
export interface Region {
  area: number;
  /** Whether the region reaches the map's border. */
  touchesBorder: boolean;
  /** Its pixel indices. */
  pixels: number[];
}

export function regions(
  size: { width: number; height: number },
  member: (index: number) => boolean,
): Region[] {
  const { width, height } = size;
  const seen = new Uint8Array(width * height);
  const found: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start += 1) {
    if (seen[start] || !member(start)) continue;
    seen[start] = 1;
    stack.push(start);
    const pixels: number[] = [];
    let touchesBorder = false;
    while (stack.length > 0) {
      const index = stack.pop() as number;
      pixels.push(index);
      const x = index % width;
      const y = (index - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
      const next = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        y > 0 ? index - width : -1,
        y < height - 1 ? index + width : -1,
      ];
      for (const neighbour of next) {
        if (neighbour >= 0 && !seen[neighbour] && member(neighbour)) {
          seen[neighbour] = 1;
          stack.push(neighbour);
        }
      }
    }
    found.push({ area: pixels.length, touchesBorder, pixels });
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
