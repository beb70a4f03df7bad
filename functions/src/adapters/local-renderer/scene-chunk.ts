import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { calloutsAfter, finishAfter } from '../../core/thumbnails/scene/index.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import type { Scene } from './scene.js';

/**
 * A cut-out thumbnail's base art carries what it was drawn from (the scene, the photo and the
 * photo's analysis) in a private PNG chunk, so an edit ("make the background neon", "swap
 * sides") draws the picture again instead of painting over it, with no model call and no store
 * of its own. Viewers ignore the chunk; it costs the photo's bytes plus the mask, deflated: a
 * 640-pixel mask is mostly runs of 0 and 255, some tens of KB rather than 400.
 */
const CHUNK_TYPE = Buffer.from('tfSc', 'latin1');
const IEND_LENGTH = 12;

/** The creator's second photo, for the other half of a split, and what was found in it. */
export interface OtherSource {
  photo: Uint8Array;
  analysis: PhotoAnalysis | null;
}

interface SceneSource {
  scene: Scene;
  photo: Uint8Array;
  analysis: PhotoAnalysis;
  other?: OtherSource | undefined;
}

interface Header {
  scene: Scene;
  subjectBox: PhotoAnalysis['subjectBox'];
  faces: PhotoAnalysis['faces'];
  maskSize: number;
  photoLength: number;
  /** Absent in art drawn before masks were deflated, whose mask follows the photo as it is. */
  maskDeflated?: boolean;
  /** The deflated mask's length in bytes; the second photo and its mask follow it. */
  maskBytes?: number;
  /** The second photo (and its mask) follow the first's mask. */
  other?: OtherHeader;
}

interface OtherHeader {
  photoLength: number;
  /** Null when nothing was found in it. */
  found:
    (Pick<PhotoAnalysis, 'subjectBox' | 'faces'> & { maskSize: number; maskBytes: number }) | null;
}

function otherHeader(other: OtherSource, maskBytes: number): OtherHeader {
  const { analysis } = other;
  return {
    photoLength: other.photo.byteLength,
    found: analysis && {
      subjectBox: analysis.subjectBox,
      faces: analysis.faces,
      maskSize: analysis.mask.size,
      maskBytes,
    },
  };
}

/** The second photo read back from the bytes after the first's mask, or null when damaged. */
function readOther(header: OtherHeader, rest: Buffer): OtherSource | null {
  const photo = new Uint8Array(rest.subarray(0, header.photoLength));
  if (photo.length !== header.photoLength) return null;
  if (!header.found) return { photo, analysis: null };
  const { maskSize, maskBytes, subjectBox, faces } = header.found;
  const alpha = inflatedMask(
    rest.subarray(header.photoLength, header.photoLength + maskBytes),
    maskSize,
  );
  if (!alpha) return null;
  return { photo, analysis: { mask: { size: maskSize, alpha }, subjectBox, faces } };
}

/** A deflated mask, or null when it does not inflate to its size (bounded by that size). */
function inflatedMask(deflated: Uint8Array, size: number): Uint8Array | null {
  const alpha = new Uint8Array(inflateSync(deflated, { maxOutputLength: size ** 2 }));
  return alpha.length === size ** 2 ? alpha : null;
}

export function withSceneSource(png: Buffer, source: SceneSource): Buffer {
  const mask = deflateSync(source.analysis.mask.alpha);
  const otherMask = source.other?.analysis && deflateSync(source.other.analysis.mask.alpha);
  const header: Header = {
    scene: source.scene,
    subjectBox: source.analysis.subjectBox,
    faces: source.analysis.faces,
    maskSize: source.analysis.mask.size,
    photoLength: source.photo.byteLength,
    maskDeflated: true,
    maskBytes: mask.length,
    ...(source.other && { other: otherHeader(source.other, otherMask?.length ?? 0) }),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const other = source.other ? [source.other.photo, ...(otherMask ? [otherMask] : [])] : [];
  const data = Buffer.concat([length, json, source.photo, mask, ...other]);
  const chunkLength = Buffer.alloc(4);
  chunkLength.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([CHUNK_TYPE, data])));
  const end = png.length - IEND_LENGTH;
  return Buffer.concat([
    png.subarray(0, end),
    chunkLength,
    CHUNK_TYPE,
    data,
    crc,
    png.subarray(end),
  ]);
}

/**
 * A scene as kept since before edits were combined (one grade per edit, one callout per ask):
 * combined as an edit would now, so a redraw replays at most one pass per kind of grade. One
 * kept before a prompt could pick people kept them all.
 */
function bounded(scene: Scene): Scene {
  return {
    ...scene,
    people: (scene as Partial<Scene>).people ?? 'all',
    finish: scene.finish.reduce<Scene['finish']>(finishAfter, []),
    callouts: scene.callouts.reduce<Scene['callouts']>(calloutsAfter, []),
  };
}

/** What the base art was drawn from, or null for art with no (or a damaged) scene chunk. */
export function readSceneSource(png: Uint8Array): SceneSource | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (type.equals(CHUNK_TYPE)) {
      const data = bytes.subarray(offset + 8, offset + 8 + length);
      if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(end - 4)) {
        return null;
      }
      try {
        const jsonLength = data.readUInt32BE(0);
        const header = JSON.parse(data.subarray(4, 4 + jsonLength).toString('utf8')) as Header;
        const photoStart = 4 + jsonLength;
        const maskStart = photoStart + header.photoLength;
        const plane = header.maskSize ** 2;
        const maskEnd = maskStart + (header.maskBytes ?? data.length - maskStart);
        const alpha = header.maskDeflated
          ? inflatedMask(data.subarray(maskStart, maskEnd), header.maskSize)
          : new Uint8Array(data.subarray(maskStart, maskStart + plane));
        if (!alpha || alpha.length !== plane) return null;
        const rest = data.subarray(header.maskDeflated ? maskEnd : maskStart + plane);
        const other = header.other ? readOther(header.other, rest) : null;
        if (header.other && !other) return null;
        return {
          scene: bounded(header.scene),
          photo: new Uint8Array(data.subarray(photoStart, maskStart)),
          analysis: {
            mask: { size: header.maskSize, alpha },
            subjectBox: header.subjectBox,
            faces: header.faces,
          },
          ...(other && { other }),
        };
      } catch {
        return null;
      }
    }
    offset = end;
  }
  return null;
}
