import { notDrawnSentence } from './delivery/index.js';

/**
 * The reply to a generation. When the model made fewer variants than asked (some failed), the
 * reply says so: the one token still pays for the thumbnails that were made.
 */
export function generatedReply(
  count: number,
  title: string,
  requested = count,
  notDrawn: readonly string[] = [],
  planned = '',
): string {
  const made =
    count === 1
      ? `Here is your thumbnail for "${title}".`
      : `Here are ${count} thumbnails for "${title}".`;
  const missing =
    count < requested
      ? ` ${requested - count} of the ${requested} variants could not be made this time.`
      : '';
  const unable = notDrawnSentence(notDrawn);
  const notes = [unable, planned]
    .filter(Boolean)
    .map((note) => ` ${note}`)
    .join('');
  return `${made}${missing}${notes} Select one and tell me what to change.`;
}
