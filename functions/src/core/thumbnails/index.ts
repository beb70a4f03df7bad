export { editThumbnail } from './edit-thumbnail.js';
export { generateThumbnails } from './generate-thumbnails.js';
export { generatedReply } from './generated-reply.js';
export { moreLikeThis } from './more-like-this.js';
export { MODEL_TIMED_OUT } from './model-deadline.js';
export type { GenerationPorts, RemoteModel, ThumbnailPorts } from './thumbnail-ports.js';
export { rememberStyle } from './remember-style.js';
