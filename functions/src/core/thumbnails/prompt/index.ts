export { parseEditInstructions } from './parse-edit-instructions.js';
