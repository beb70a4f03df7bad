export { parseEditInstructions } from './parse-edit-instructions.js';
export { styleWordsBeside, styleWordsIn } from './style-words.js';
export type { ParsedEditInstructions } from './parse-edit-instructions.js';
