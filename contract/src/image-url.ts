import { z } from 'zod';
import { MESSAGES } from './errors.js';
import { plainText } from './plain-text.js';

/** An image of the chat, as the API gave out its URL (a signed link or a stored path). */
export const imageUrlItemSchema = z.string().min(1).max(2048).check(plainText('The image address'));

/** The one image a request works on; missing, it is a field left empty. */
export const imageUrlSchema = z
  .string({ error: MESSAGES.fillAllFields })
  .min(1, MESSAGES.fillAllFields)
  .max(2048)
  .check(plainText('The image address'));

/**
 * What names an image's stored file in its URL: the path alone, so an absolute URL the browser
 * resolved matches the relative one the API gave out, and a link signed at another read (another
 * expiry and signature, see FILE_LINKS) is the same image. Never fetched.
 */
export function imageUrlKey(url: string): string {
  try {
    return new URL(url, 'http://image.invalid').pathname;
  } catch {
    return url;
  }
}

/** Whether two image URLs name the same stored file. */
export function sameImage(a: string, b: string): boolean {
  return imageUrlKey(a) === imageUrlKey(b);
}
