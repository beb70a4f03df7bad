export { parseEditInstructions } from './parse-edit-instructions.js';
export type { ParsedEditInstructions } from './parse-edit-instructions.js';
