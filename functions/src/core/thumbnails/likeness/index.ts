export { keepLikeness, keptLikenessSentence } from './keep-likeness.js';
export type { KeptLikeness } from './keep-likeness.js';
