import type { MessageImage, MessageRecord } from '../ports/message-store.port.js';
import { deleteClosedAccounts, type DeleteAccountPorts } from './delete-closed-accounts.js';
import { closedAccountsCutoff, imagesCutoff, paymentsCutoff } from './retention-rules.js';

export type RetentionPorts = DeleteAccountPorts;

/** What one sweep deleted, for the logs and the admin command. */
export interface RetentionSummary {
  asOf: string;
  /** Messages whose images (photos and thumbnails) were deleted after 1 year. */
  expiredMessages: number;
  deletedFiles: number;
  /** Order ids of payment records past the 7 years. */
  deletedPayments: string[];
  /** Users whose account was closed more than 30 days ago. */
  deletedAccounts: string[];
}

const BATCH = 100;

/**
 * Every file behind a stored image: the JPEG itself and, for a generated one, its base art and
 * (Ultra HD) its YouTube copy.
 */
function filesOf(image: MessageImage): string[] {
  return [image.path, image.baseArtPath, image.youtubePath].filter(
    (path): path is string => typeof path === 'string',
  );
}

/**
 * Deletes the images of one message and leaves the message saying they expired. The files go
 * first: a run stopped between the two finds the message again and deletes nothing twice.
 */
async function expireImages(
  message: MessageRecord,
  asOf: Date,
  ports: RetentionPorts,
): Promise<number> {
  const paths = [...new Set(message.images.flatMap(filesOf))];
  for (const path of paths) await ports.files.delete(path);
  await ports.messages.update(message.chatId, message.id, {
    images: [],
    imagesExpiredAt: asOf.toISOString(),
  });
  return paths.length;
}

/**
 * The retention the policy pages promise, as of `asOf`: photos and thumbnails older than 1 year,
 * payment records older than 7 years, and accounts closed more than 30 days ago are deleted.
 * Run at start and daily (embedded), by the scheduled function (Firebase), and by the admin
 * command with any date. Idempotent: a second run at the same date deletes nothing more.
 */
export async function sweepRetention(asOf: Date, ports: RetentionPorts): Promise<RetentionSummary> {
  const summary: RetentionSummary = {
    asOf: asOf.toISOString(),
    expiredMessages: 0,
    deletedFiles: 0,
    deletedPayments: [],
    deletedAccounts: [],
  };
  // Accounts first: their images need no expiring one by one.
  summary.deletedAccounts = await deleteClosedAccounts(asOf, ports);

  for (;;) {
    const due = await ports.messages.listWithImagesBefore(imagesCutoff(asOf), BATCH);
    for (const message of due) {
      summary.deletedFiles += await expireImages(message, asOf, ports);
      summary.expiredMessages += 1;
    }
    if (due.length < BATCH) break;
  }

  for (;;) {
    const deleted = await ports.paymentRecords.deleteCreatedBefore(paymentsCutoff(asOf), BATCH);
    summary.deletedPayments.push(...deleted);
    if (deleted.length < BATCH) break;
  }
  return summary;
}

/** What a sweep as of `asOf` would delete, read without deleting anything. */
interface RetentionPreview {
  asOf: string;
  /** Messages whose images are due, counted up to `PREVIEW_LIMIT` (`more` when there are more). */
  expiringMessages: number;
  /** Closed accounts due, up to `PREVIEW_LIMIT`. */
  dueAccounts: string[];
  duePayments: number;
  /** Whether more messages or accounts are due than were counted. */
  more: boolean;
}

const PREVIEW_LIMIT = 10_000;

/** The admin command's dry run: what `sweepRetention(asOf)` would delete, deleting nothing. */
export async function previewRetention(
  asOf: Date,
  ports: RetentionPorts,
): Promise<RetentionPreview> {
  const [messages, accounts, duePayments] = await Promise.all([
    ports.messages.listWithImagesBefore(imagesCutoff(asOf), PREVIEW_LIMIT + 1),
    ports.users.listClosedBefore(closedAccountsCutoff(asOf), PREVIEW_LIMIT + 1),
    ports.paymentRecords.countCreatedBefore(paymentsCutoff(asOf)),
  ]);
  return {
    asOf: asOf.toISOString(),
    expiringMessages: Math.min(messages.length, PREVIEW_LIMIT),
    dueAccounts: accounts.slice(0, PREVIEW_LIMIT).map((user) => user.id),
    duePayments,
    more: messages.length > PREVIEW_LIMIT || accounts.length > PREVIEW_LIMIT,
  };
}
