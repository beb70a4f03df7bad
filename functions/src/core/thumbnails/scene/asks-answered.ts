import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { describeOperation, type EditOperation } from './edit-operations.js';

/** "a, b and c", as a reply lists things. */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * What the reply to a generation says was done, each change as the edit reply names it ("made
 * the background neon", "added a red arrow pointing at the face"); '' when nothing was asked.
 */
export function doneSentence(operations: readonly EditOperation[]): string {
  if (operations.length === 0) return '';
  return THUMBNAIL_MESSAGES.doneAsAsked(listed(operations.map(describeOperation)));
}
