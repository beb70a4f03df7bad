export { asGeneratedImage, findGeneratedImage } from './generated-image.js';
export type { GeneratedImage } from './generated-image.js';
export { discardReplyFiles, replyFilesPrefix } from './reply-files.js';
export { withYoutubeCopies } from './youtube-copies.js';
export { readSourcePhoto, sourceGeneration, sourcePhotoPaths } from './source-photo.js';
