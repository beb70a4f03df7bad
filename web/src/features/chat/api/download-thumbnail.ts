import { saveBlob } from '@/lib/save-blob';
import { DOWNLOAD_NAMES } from '../download-names';

/**
 * Saves one generated image as thumbnail.jpg by fetching its URL (SPEC.md section 7). The URL is
 * a same-origin capability URL, so it needs no bearer token. Failures are only logged (section 8).
 */
export async function downloadThumbnail(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`the image answered ${response.status}`);
    saveBlob(await response.blob(), DOWNLOAD_NAMES.single);
  } catch (error) {
    console.error('Downloading the thumbnail failed', error);
  }
}
