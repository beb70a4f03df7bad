import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for pdfkit's output: the text drawn with embedded Type0 fonts
 * (decoded through each font's ToUnicode map) and the font programs themselves.
 */
interface PdfFont {
  resourceName: string;
  baseFont: string;
  /** Character code -> text, from the font's ToUnicode map. */
  toUnicode: Map<number, string>;
  /** The embedded TrueType subset (FontFile2), inflated. */
  fontFile: Buffer | null;
}

interface PdfContent {
  /** One entry per text-showing operation, in drawing order. */
  lines: string[];
  fonts: PdfFont[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const source = pdf.toString('latin1');
  const pattern = /(\d+) 0 obj\n([\s\S]*?)endobj/g;
  for (const match of source.matchAll(pattern)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    const dict = streamAt >= 0 ? body.slice(0, streamAt) : body;
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const start = (match.index ?? 0) + match[0].indexOf(body) + streamAt + 'stream\n'.length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = pdf.subarray(start, start + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

function ref(dict: string, key: string): number | null {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, start = '', , list = ''] of cmap.matchAll(
    /<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi,
  )) {
    [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach((unit, offset) => {
      map.set(parseInt(start, 16) + offset, hexText(unit[1] ?? ''));
    });
  }
  for (const [, code = '', text = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>\s*\n/gi)) {
    if (!map.has(parseInt(code, 16))) map.set(parseInt(code, 16), hexText(text));
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfContent {
  const objects = readObjects(pdf);
  const fonts: PdfFont[] = [];
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font <<([^>]*)>>/.exec(dict)?.[1];
    if (!fontDict) continue;
    for (const [, resourceName = '', id = ''] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      if (!font) continue;
      const toUnicodeId = ref(font.dict, 'ToUnicode');
      const descendant = objects.get(
        Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(font.dict)?.[1]),
      );
      const descriptorId = descendant ? ref(descendant.dict, 'FontDescriptor') : null;
      const descriptor = descriptorId === null ? undefined : objects.get(descriptorId);
      const fileId = descriptor ? ref(descriptor.dict, 'FontFile2') : null;
      fonts.push({
        resourceName,
        baseFont: /\/BaseFont \/(\S+)/.exec(font.dict)?.[1] ?? '',
        toUnicode: parseToUnicode(
          toUnicodeId === null ? '' : (objects.get(toUnicodeId)?.stream?.toString('latin1') ?? ''),
        ),
        fontFile: fileId === null ? null : (objects.get(fileId)?.stream ?? null),
      });
    }
  }

  const lines: string[] = [];
  const pages = [...objects.values()].filter(({ dict }) => dict.includes('/Type /Page\n'));
  for (const page of pages) {
    const contentsId = ref(page.dict, 'Contents');
    const stream = contentsId === null ? null : objects.get(contentsId)?.stream;
    if (!stream) continue;
    let current: PdfFont | undefined;
    for (const op of stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        current = fonts.find((font) => font.resourceName === op[1]);
        continue;
      }
      const codes = [...(op[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].flatMap(
        (hex) => hex[1]?.match(/.{4}/g) ?? [],
      );
      lines.push(
        codes.map((code) => current?.toUnicode.get(parseInt(code, 16)) ?? '\uFFFD').join(''),
      );
    }
  }
  return { lines, fonts };
}

/** True when glyph `glyphId` of a TrueType font has an outline (is not an empty glyph). */
export function glyphHasOutline(ttf: Buffer, glyphId: number): boolean {
  const tables = new Map<string, number>();
  const count = ttf.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    tables.set(ttf.toString('latin1', at, at + 4), ttf.readUInt32BE(at + 8));
  }
  const head = tables.get('head');
  const loca = tables.get('loca');
  if (head === undefined || loca === undefined) throw new Error('not a TrueType font');
  const longOffsets = ttf.readInt16BE(head + 50) === 1;
  const offset = (id: number) =>
    longOffsets ? ttf.readUInt32BE(loca + id * 4) : ttf.readUInt16BE(loca + id * 2) * 2;
  return offset(glyphId + 1) > offset(glyphId);
}
