import busboy from 'busboy';
import type { Request } from 'express';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { InvalidInput } from '../core/errors.js';

export interface MultipartLimits {
  /** The one file field read; files under other names are skipped. */
  fileField: string;
  /** The largest file accepted; one byte more marks the file as over the limit. */
  fileBytes: number;
  /** Longest text field, in bytes. */
  fieldBytes: number;
  /** Most text fields. */
  fields: number;
  /** Most files (1 unless set); one more is refused with `tooManyFiles`. */
  files?: number;
  /** The message when there are more files than `files`; one image only unless set. */
  tooManyFiles?: string;
}

interface MultipartForm {
  fields: Record<string, string>;
  /** `overLimit`: the file had more than `fileBytes` bytes; `bytes` then holds only the start. */
  file: UploadedFile | null;
  /** Every file of the file field, in the order sent (`file` is the first). */
  files: UploadedFile[];
}

interface UploadedFile {
  bytes: Buffer;
  overLimit: boolean;
}

/** Room for the parts' headers and boundaries, however many parts the limits allow. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/** The most bytes a body within `limits` has: its files, its fields and the framing around them. */
export function multipartBodyBytes(limits: MultipartLimits): number {
  return (
    limits.fileBytes * (limits.files ?? 1) +
    limits.fields * limits.fieldBytes +
    MULTIPART_FRAMING_BYTES
  );
}

/** Under Cloud Functions the body has been read already and waits in `req.rawBody`. */
function preReadBody(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : null;
}

/**
 * Reads a `multipart/form-data` body with busboy, from the stream or from `req.rawBody`, within
 * the limits. A body that is not multipart, is cut off or is malformed is `InvalidInput`.
 */
export function readMultipartForm(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      new InvalidInput(THUMBNAIL_MESSAGES.notMultipart, `content type ${req.get('content-type')}`),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: limits.files ?? 1,
          fileSize: limits.fileBytes + 1,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.fields + (limits.files ?? 1),
        },
      });
    } catch (error) {
      reject(new InvalidInput(THUMBNAIL_MESSAGES.malformedUpload, String(error)));
      return;
    }

    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let refusal: InvalidInput | null = null;
    let settled = false;
    const fail = (error: InvalidInput) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      // Read (and drop) whatever is left, so the answer can be sent on a healthy connection.
      req.resume();
      reject(error);
    };

    parser.on('field', (name, value) => {
      // The first value of a repeated field wins; a field cut at `fieldBytes` keeps its start,
      // which is still over every length the schema allows.
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      // A cut-off body errors the file stream too; the parser's own error answers it.
      stream.on('error', () => {});
      if (name !== limits.fileField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Kept in the order sent, whichever stream ends first.
      const slot = files.length;
      files.push({ bytes: Buffer.alloc(0), overLimit: false });
      stream.on('end', () => {
        files[slot] = { bytes: Buffer.concat(chunks), overLimit: stream.truncated === true };
      });
    });
    parser.on('filesLimit', () => {
      refusal = new InvalidInput(
        limits.tooManyFiles ?? THUMBNAIL_MESSAGES.oneImageOnly,
        `more than ${limits.files ?? 1} files`,
      );
    });
    const tooManyParts = () => {
      refusal = new InvalidInput(THUMBNAIL_MESSAGES.malformedUpload, 'too many form fields');
    };
    parser.on('fieldsLimit', tooManyParts);
    parser.on('partsLimit', tooManyParts);
    parser.on('error', (error) => {
      fail(new InvalidInput(THUMBNAIL_MESSAGES.malformedUpload, String(error)));
    });
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (refusal) reject(refusal);
      else resolve({ fields, file: files[0] ?? null, files });
    });

    const raw = preReadBody(req);
    if (raw) {
      parser.end(raw);
      return;
    }
    req.on('error', (error) => {
      fail(new InvalidInput(THUMBNAIL_MESSAGES.malformedUpload, String(error)));
    });
    req.pipe(parser);
  });
}
