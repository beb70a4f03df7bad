export { allSettledOrThrow } from './all-settled.js';
export { announceResult } from './announce-result.js';
export { notDrawnSentence, notUnderstoodBesides } from './not-drawn.js';
export { storeThumbnail } from './store-thumbnail.js';
export { deliverModelVariant } from './deliver-model-variant.js';
export { accountOpen, awaits, waitingOf, withoutVariant } from './deliver-model-variant.js';
