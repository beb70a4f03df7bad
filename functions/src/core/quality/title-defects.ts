import {
  MIN_TITLE_CAP_PX,
  MIN_TITLE_CONTRAST,
  titleContrast,
  type FeedMeasurements,
} from '../feed-check/feed-check-rules.js';
import { INSIDE, shareOf, type Measured } from './frame.js';

/** The title may touch the subject's edge; over more of it than this share it hides the subject. */
const MAX_TITLE_ON_SUBJECT = 0.2;

/** The title laid over the subject's body. */
export function titleOverSubject({ frame, geometry }: Measured): boolean {
  const { title, mask } = geometry;
  if (!title) return false;
  return shareOf(title, frame, (i) => (mask[i] as number) >= INSIDE) > MAX_TITLE_ON_SUBJECT;
}

/** The title unreadable at feed size (168x94): letters too small or too faint on their ground. */
export function titleIllegible(title: FeedMeasurements['title'] | null): boolean {
  if (!title) return false;
  return title.capHeightAtFeed < MIN_TITLE_CAP_PX || titleContrast(title) < MIN_TITLE_CONTRAST;
}
