export { editThumbnail } from './edit-thumbnail.js';
export { generateThumbnails, generatedReply } from './generate-thumbnails.js';
export { moreLikeThis } from './more-like-this.js';
export { MODEL_TIMED_OUT } from './model-deadline.js';
export type { RemoteModel, ThumbnailPorts } from './thumbnail-ports.js';
export { rememberStyle } from './remember-style.js';
