export { editThumbnail } from './edit-thumbnail.js';
export { generateThumbnails, generatedReply } from './generate-thumbnails.js';
export { MODEL_TIMED_OUT } from './model-deadline.js';
export type { RemoteModel, ThumbnailPorts } from './thumbnail-ports.js';
