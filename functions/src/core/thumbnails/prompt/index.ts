export { parseEditInstructions } from './parse-edit-instructions.js';
export { styleWordsBeside, styleWordsIn } from './style-words.js';
