import type { EditOperation } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

/**
 * The words that name a look rather than a content: a background, an outline or glow, a tone, a
 * title or border colour. Arrows, stickers, titles, zooms and placement belong to one picture.
 */
function styleWord(operation: EditOperation): string | null {
  switch (operation.kind) {
    case 'background': {
      const { kind, colours } = operation.background;
      if (kind === 'split') return null;
      const named = colours.filter((colour) => colour !== kind);
      return [named.join(' and '), kind, 'background'].filter(Boolean).join(' ');
    }
    case 'outline':
      return `${operation.colour} outline`;
    case 'glow':
      return `${operation.colour} glow`;
    case 'brightness':
      return operation.direction === 'up' ? 'brighter' : 'darker';
    case 'contrast':
      return operation.direction === 'up' ? 'more contrast' : 'softer contrast';
    case 'saturation':
      return operation.direction === 'up' ? 'more vivid colours' : 'muted colours';
    case 'black-and-white':
      return 'black and white';
    case 'temperature':
      return operation.direction;
    case 'text-colour':
      return `${operation.colour} title`;
    case 'border':
      return `${operation.colour} border`;
    default:
      return null;
  }
}

/**
 * The style words of a generation's description, each one the parser reads back as the same
 * change ("purple neon background", "warmer", "yellow title"), in the order asked, once each:
 * one per kind of change, so never more than `STYLE_WORDS_KEPT`.
 */
export function styleWordsIn(prompt: string): string[] {
  const words = parseEditInstructions(prompt, { forGeneration: true }).operations.map(styleWord);
  return [...new Set(words.filter((word): word is string => word !== null))];
}

/**
 * The remembered style words this prompt leaves open: a word for a kind of change the prompt
 * makes itself ("warmer" remembered, "make it cooler" asked) gives way, so the prompt wins and a
 * look is never made twice as strong.
 */
export function styleWordsBeside(styleWords: readonly string[], prompt: string): string[] {
  const kindsOf = (text: string) =>
    parseEditInstructions(text, { forGeneration: true }).operations.map(
      (operation) => operation.kind,
    );
  const asked = new Set(kindsOf(prompt));
  return styleWords.filter((word) => !kindsOf(word).some((kind) => asked.has(kind)));
}
