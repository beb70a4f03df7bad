export { editLayeredImage } from './edit-layered-image.js';
export type { EditedThumbnail } from './edit-layered-image.js';
export { paintLayeredImages } from './paint-layered-images.js';
export type { GenerateThumbnailsRequest } from './paint-layered-images.js';
