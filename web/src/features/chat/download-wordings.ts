import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import type { DownloadWording } from '@/components/use-download';
import { isApiError } from '@/lib/api/api-error';

/** docs/product-rules.md section 8: an image saved as it is stored fails silently (only logged). */
export const STORED_IMAGE_DOWNLOAD: DownloadWording = { failed: () => null };

/** A PNG or WebP copy: a refusal (a locked format) is shown as the server words it. */
export const CONVERTED_IMAGE_DOWNLOAD: DownloadWording = {
  failed: (error) => (isApiError(error) ? error.message : THUMBNAIL_MESSAGES.downloadFailed),
};

/**
 * Download all (docs/product-rules.md sections 7 and 8): a locked format is refused with what unlocks it, other
 * refusals are only logged, and a call that fails outright says Download failed.
 */
export const ZIP_DOWNLOAD: DownloadWording = {
  failed: (error) => {
    if (isApiError(error) && error.status === 403) return error.message;
    if (isApiError(error) && error.status > 0) return null;
    return THUMBNAIL_MESSAGES.downloadFailed;
  },
};

/** A set the server zips under its own names (Test & Compare, language versions). */
export const SET_DOWNLOAD: DownloadWording = { failed: () => THUMBNAIL_MESSAGES.downloadFailed };
