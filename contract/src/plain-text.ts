import { z } from 'zod';

/** C0 and C1 control characters and DEL, and a UTF-16 half without its other half. */
const NOT_PLAIN = /[\p{Cc}\p{Cs}]/u;
/** The same, but for tabs and line breaks (CR too: a browser's form sends a new line as CRLF). */
const NOT_PLAIN_MULTILINE = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

export interface PlainTextOptions {
  /** Tabs and new lines are part of the text (a prompt); elsewhere they are refused too. */
  lineBreaks?: boolean;
}

/** Well-formed Unicode without control characters (but tabs and new lines where allowed). */
export function isPlainText(text: string, options: PlainTextOptions = {}): boolean {
  return !(options.lineBreaks ? NOT_PLAIN_MULTILINE : NOT_PLAIN).test(text);
}

export const plainTextMessage = (field: string): string =>
  `${field} contains an invisible control character or broken text. Please retype it.`;

/**
 * The check every text field of a request carries (`z.string().check(plainText('The title'))`):
 * a NUL or a lone surrogate would be stored, shown and drawn as it came, and break what reads it.
 */
export function plainText(field: string, options: PlainTextOptions = {}) {
  return z.refine<string>((text) => isPlainText(text, options), plainTextMessage(field));
}
