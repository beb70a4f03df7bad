import { ZIP_FILE_NAME } from '@thumbforge/contract';

/** SPEC.md section 7: one generated image is saved as thumbnail.jpg, a download-all as a zip. */
export const DOWNLOAD_NAMES = { single: 'thumbnail.jpg', all: ZIP_FILE_NAME } as const;
