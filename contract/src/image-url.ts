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
