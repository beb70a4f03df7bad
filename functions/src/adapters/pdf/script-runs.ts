import {
  fallbackFontPath,
  fallbackFonts,
  isRightToLeft,
  type FallbackFont,
} from '../imaging/title-fonts.js';

/** A stretch of text set in one face: null for the document's own (Inter, Latin, Greek, Cyrillic). */
interface ScriptRun {
  text: string;
  face: FallbackFont | null;
}

const OWN_FACE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
/** Spaces, digits and punctuation: every face has them, so they stay in the run they fall in. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
/**
 * Emoji and what joins them: no monochrome emoji face ships, and PDF readers cannot draw the
 * colour one's bitmaps, so they are left out rather than printed as empty boxes.
 */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/u;

function faceOf(char: string): FallbackFont | null {
  if (OWN_FACE.test(char)) return null;
  // The script's own face: after the Latin fallback the title fonts list first.
  const [, scriptFace] = fallbackFonts(char);
  return scriptFace ?? null;
}

/**
 * A name split into runs by script, each with the Noto face that has its glyphs, in the order
 * they are drawn: a name that starts right to left has its runs drawn from the right.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    if (EMOJI.test(char)) continue;
    const last = runs.at(-1);
    const face = SHARED.test(char) && last ? last.face : faceOf(char);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return isRightToLeft(text) ? runs.reverse() : runs;
}

/** The font name a run is set in, registering its Noto face with the document on first use. */
export function runFont(doc: PDFKit.PDFDocument, run: ScriptRun, own: string): string {
  if (!run.face) return own;
  const name = `noto-${run.face}`;
  doc.registerFont(name, fallbackFontPath(run.face));
  return name;
}
