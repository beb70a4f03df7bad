import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';

/** A picture's pixels as RGBA rows, opaque: whatever was transparent is laid over black. */
interface ShrunkPixels {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

interface PngLayout {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  transparency: Uint8Array | null;
  data: Uint8Array[];
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function layoutOf(bytes: Uint8Array): PngLayout | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const layout: PngLayout = {
    width: 0,
    height: 0,
    depth: 0,
    colourType: 0,
    interlaced: false,
    palette: null,
    transparency: null,
    data: [],
  };
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      layout.width = view.getUint32(at + 8);
      layout.height = view.getUint32(at + 12);
      layout.depth = body[8] ?? 0;
      layout.colourType = body[9] ?? 0;
      layout.interlaced = body[12] === 1;
    } else if (type === 'PLTE') layout.palette = body;
    else if (type === 'tRNS') layout.transparency = body;
    else if (type === 'IDAT') layout.data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const known =
    CHANNELS[layout.colourType] !== undefined && [1, 2, 4, 8, 16].includes(layout.depth);
  const fits = layout.colourType !== 3 || layout.palette !== null;
  return known && fits && !layout.interlaced && layout.data.length > 0 ? layout : null;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes a row's filter in place, against the row above (zeros above the first). */
function unfilter(filter: number, row: Uint8Array, above: Uint8Array, step: number): void {
  const length = row.length;
  if (filter === 1) for (let i = step; i < length; i += 1) row[i] = row[i]! + row[i - step]!;
  else if (filter === 2) for (let i = 0; i < length; i += 1) row[i] = row[i]! + above[i]!;
  else if (filter === 3) {
    for (let i = 0; i < length; i += 1) {
      row[i] = row[i]! + (((i >= step ? row[i - step]! : 0) + above[i]!) >> 1);
    }
  } else if (filter === 4) {
    for (let i = 0; i < length; i += 1) {
      const left = i >= step ? row[i - step]! : 0;
      const corner = i >= step ? above[i - step]! : 0;
      row[i] = row[i]! + paeth(left, above[i]!, corner);
    }
  }
}

/** A sample of a row whose depth is under 8 bits: greys scaled to 0-255, palette indices as they are. */
function packedSample(row: Uint8Array, layout: PngLayout, pixel: number): number {
  const { depth, colourType } = layout;
  const bit = pixel * depth;
  const value = (row[bit >> 3]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  return colourType === 3 ? value : Math.round((value * 255) / ((1 << depth) - 1));
}

/**
 * Reads every `every`th pixel of a row as RGB laid over black into `line` (three bytes a pixel,
 * at the pixel's own place). Sixteen-bit
 * samples keep their high byte; a grey or RGB colour key of an 8-bit PNG is transparent.
 */
function expandRow(row: Uint8Array, layout: PngLayout, line: Uint8Array, every: number): void {
  const { width, depth, colourType, palette, transparency } = layout;
  const channels = CHANNELS[colourType]!;
  const wide = depth === 16 ? 2 : 1;
  const pixelBytes = channels * wide;
  const key =
    depth === 8 && transparency && colourType === 0 && transparency.length >= 2
      ? [transparency[1]!, transparency[1]!, transparency[1]!]
      : depth === 8 && transparency && colourType === 2 && transparency.length >= 6
        ? [transparency[1]!, transparency[3]!, transparency[5]!]
        : null;
  for (let x = 0; x < width; x += every) {
    let red: number;
    let green: number;
    let blue: number;
    let alpha = 255;
    const at = x * pixelBytes;
    if (colourType === 3) {
      const index = depth === 8 ? row[x]! : packedSample(row, layout, x);
      red = palette![index * 3] ?? 0;
      green = palette![index * 3 + 1] ?? 0;
      blue = palette![index * 3 + 2] ?? 0;
      alpha = transparency?.[index] ?? 255;
    } else if (colourType === 0 || colourType === 4) {
      red = green = blue = depth < 8 ? packedSample(row, layout, x) : row[at]!;
      if (colourType === 4) alpha = row[at + wide]!;
    } else {
      red = row[at]!;
      green = row[at + wide]!;
      blue = row[at + 2 * wide]!;
      if (colourType === 6) alpha = row[at + 3 * wide]!;
    }
    if (key && red === key[0] && green === key[1] && blue === key[2]) alpha = 0;
    if (alpha === 255) {
      line[x * 3] = red;
      line[x * 3 + 1] = green;
      line[x * 3 + 2] = blue;
    } else {
      line[x * 3] = (red * alpha) / 255;
      line[x * 3 + 1] = (green * alpha) / 255;
      line[x * 3 + 2] = (blue * alpha) / 255;
    }
  }
}

/**
 * A PNG shrunk while it loads: its rows are inflated and unfiltered as they stream, and each is
 * averaged into the row of the small picture it falls in, so the full-size pixels are never held
 * (a 40-megapixel PNG costs a few rows, not 160 MB). The picture keeps its proportions, its longer
 * side at most `maxSide`. Null for what this reader leaves to the full decoder: interlaced PNGs
 * and anything it does not recognise.
 */
export async function shrinkPng(bytes: Uint8Array, maxSide: number): Promise<ShrunkPixels | null> {
  const layout = layoutOf(bytes);
  if (!layout) return null;
  const { width, height, depth, colourType } = layout;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const small = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  const bitsPerPixel = CHANNELS[colourType]! * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const step = Math.max(1, bitsPerPixel >> 3);
  // Each small pixel averages about 4x4 of the pixels it covers, evenly spread: as good an
  // average for colours and faces as all of them, at a fraction of the work on a big picture.
  const every = Math.max(1, Math.floor(width / small.width / 4));
  const everyRow = Math.max(1, Math.floor(height / small.height / 4));
  const column = Int32Array.from({ length: width }, (_, x) =>
    Math.min(small.width - 1, Math.floor((x * small.width) / width)),
  );
  const sums = new Float64Array(small.width * 3);
  const counts = new Float64Array(small.width);
  const rgba = new Uint8ClampedArray(small.width * small.height * 4);
  const line = new Uint8Array(width * 3);
  let row = new Uint8Array(stride);
  let above = new Uint8Array(stride);
  let filter = -1;
  let filled = 0;
  let y = 0;
  let smallRow = 0;

  const flush = () => {
    for (let x = 0; x < small.width; x += 1) {
      const at = (smallRow * small.width + x) * 4;
      const count = counts[x] || 1;
      rgba[at] = sums[x * 3]! / count;
      rgba[at + 1] = sums[x * 3 + 1]! / count;
      rgba[at + 2] = sums[x * 3 + 2]! / count;
      rgba[at + 3] = 255;
    }
    sums.fill(0);
    counts.fill(0);
  };

  const finishRow = () => {
    unfilter(filter, row, above, step);
    const target = Math.min(small.height - 1, Math.floor((y * small.height) / height));
    if (target !== smallRow) {
      flush();
      smallRow = target;
    }
    if (y % everyRow === 0) accumulate();
    [row, above] = [above, row];
    filter = -1;
    filled = 0;
    y += 1;
  };

  const accumulate = () => {
    expandRow(row, layout, line, every);
    for (let x = 0; x < width; x += every) {
      const into = column[x]!;
      sums[into * 3] = sums[into * 3]! + line[x * 3]!;
      sums[into * 3 + 1] = sums[into * 3 + 1]! + line[x * 3 + 1]!;
      sums[into * 3 + 2] = sums[into * 3 + 2]! + line[x * 3 + 2]!;
      counts[into] = counts[into]! + 1;
    }
  };

  const inflated = Readable.from(layout.data).pipe(createInflate({ chunkSize: 1 << 20 }));
  try {
    for await (const chunk of inflated as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length && y < height;) {
        if (filter < 0) {
          filter = chunk[at]!;
          at += 1;
          continue;
        }
        const taken = Math.min(stride - filled, chunk.length - at);
        row.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === stride) finishRow();
      }
      if (y >= height) break;
    }
  } finally {
    inflated.destroy();
  }
  if (y < height) return null;
  flush();
  return { rgba, ...small };
}
