export { keepLikeness, keptLikenessSentence } from './keep-likeness.js';
