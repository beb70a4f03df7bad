import { ZIP_FILE_NAME } from '@thumbforge/contract';

/**
 * A download-all is saved as a zip (docs/product-rules.md section 7); one image is named after its video
 * (contract `thumbnailFileName`).
 */
export const DOWNLOAD_NAMES = { all: ZIP_FILE_NAME } as const;
