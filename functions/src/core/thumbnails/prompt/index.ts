export { parseEditInstructions } from './parse-edit-instructions.js';
export { styleWordsIn } from './style-words.js';
