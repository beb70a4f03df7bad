import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paintingReplyDocumentSchema } from '@thumbforge/contract';
import type { PaintingReplyStore } from '../../core/ports/painting-reply-store.port.js';
import { lateReplySchema } from '../../core/thumbnails/late-variants/index.js';
import { COLLECTIONS } from './firestore-collections.js';
import { readDocument } from './firestore-data.js';

/**
 * `paintingReplies/{replyId}`: the replies still painting, their task data as JSON text (Firestore
 * would refuse its optional fields left unset). The sweep's query is on `since` alone,
 * which Firestore's automatic single-field index serves.
 */
export function createFirestorePaintingReplyStore(db: Firestore): PaintingReplyStore {
  const replies = db.collection(COLLECTIONS.paintingReplies);
  return {
    async remember(late, since) {
      await replies
        .doc(late.replyId)
        .create({ late: JSON.stringify(late), since: Timestamp.fromDate(since) })
        .catch((error: unknown) => {
          // ALREADY_EXISTS: the same reply kept again (a retried request) changes nothing.
          if ((error as { code?: unknown }).code !== 6) throw error;
        });
    },
    async listBefore(cutoff, limit) {
      const page = await replies
        .where('since', '<', Timestamp.fromDate(cutoff))
        .orderBy('since')
        .limit(limit)
        .get();
      return page.docs.map((doc) =>
        lateReplySchema.parse(JSON.parse(readDocument(paintingReplyDocumentSchema, doc).late)),
      );
    },
    async forget(replyId) {
      await replies.doc(replyId).delete();
    },
  };
}
