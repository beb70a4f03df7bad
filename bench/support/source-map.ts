/**
 * Which source each byte of a built chunk came from, read from its source map (a
 * rollup-plugin-visualizer-style breakdown without the plugin): generated text per source.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export interface SourceMap {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

/** Base64 VLQ numbers of one segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The generated text of `code` grouped by source path; text mapped to no source under ''. */
export function textBySource(code: string, map: SourceMap): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = bySource.get(source) ?? [];
    list.push(text);
    bySource.set(source, list);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const raw of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!raw) continue;
      const fields = decodeSegment(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ column, source: sourceIndex });
      } else {
        segments.push({ column, source: null });
      }
    }
    add('', line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? line.length;
      const source = segment.source === null ? '' : (map.sources[segment.source] ?? '');
      add(source, line.slice(segment.column, end));
    });
  });
  return bySource;
}

/** The npm package (`@mui/material`, `react-dom`) or app folder (`web/src/features/landing`). */
export function packageOf(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const app = /(?:^|\/)(web\/src|contract\/src)\/(.*)$/.exec(source);
  if (app) {
    const folders = (app[2] ?? '').split('/').slice(0, -1).slice(0, 2);
    return [app[1], ...folders].join('/');
  }
  if (!source) return '(unmapped: runtime, wrappers)';
  return source.replace(/^\0/, '');
}
