import type { Router } from 'express';
import {
  API_PATHS,
  CHANGE_STREAM_EVENTS,
  CHANGE_STREAM_MESSAGES,
  MAX_CHANGE_STREAMS_PER_USER,
  MESSAGES,
  type Change,
} from '@thumbforge/contract';
import { RateLimited, Unauthenticated } from '../core/errors.js';
import { createUserSlots } from '../core/user-slots.js';
import type { ChangeFeed } from '../core/ports/change-notifier.port.js';
import type { SessionVerifier } from '../core/ports/session-verifier.port.js';
import { requireSession } from './middleware/require-session.js';
import { apiRouter } from './api-router.js';
import type { SessionStreams } from './session-streams.js';

const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * Embedded live sync: a server-sent event stream of the signed-in user's changes. The web reads
 * it with `fetch` and the bearer header (EventSource cannot send one), and refetches what changed.
 * A stream lives no longer than the token that opened it, nor than its session: it ends when the
 * token expires or the user signs out, and the web reconnects with a fresh token, checked anew.
 * Each user holds a bounded number of streams (each holds a socket and a subscription).
 */
export function eventsRoutes(
  sessions: SessionVerifier,
  feed: ChangeFeed,
  streams: SessionStreams,
  heartbeatMs = DEFAULT_HEARTBEAT_MS,
): Router {
  const perUser = createUserSlots(
    MAX_CHANGE_STREAMS_PER_USER,
    (running, userId) =>
      new RateLimited(
        CHANGE_STREAM_MESSAGES.tooManyStreams,
        30,
        `${running} change streams open for ${userId}`,
      ),
  );
  return apiRouter().get(API_PATHS.events, requireSession(sessions), (req, res) => {
    const { userId, sessionId, expiresAt } = res.locals.session;
    if (streams.hasEnded(sessionId)) {
      throw new Unauthenticated(MESSAGES.sessionExpired, 'change stream of a signed-out session');
    }
    const releaseSlot = perUser.claim(userId);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    req.socket.setNoDelay(true);

    let nextId = 1;
    let open = true;
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    heartbeat.unref();
    const endStream = () => {
      finish();
      res.end();
    };
    const expiry = expiresAt
      ? setTimeout(endStream, Math.max(0, expiresAt.getTime() - Date.now()))
      : undefined;
    expiry?.unref();
    const forgetStream = streams.open(sessionId, endStream);
    const finish = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      forgetStream();
      unsubscribe();
      releaseSlot();
    };
    res.on('close', finish);
    unsubscribe = feed.subscribe(userId, {
      change(change: Change) {
        if (!open) return;
        res.write(
          `id: ${nextId++}\nevent: ${CHANGE_STREAM_EVENTS.change}\ndata: ${JSON.stringify(change)}\n\n`,
        );
      },
      end: endStream,
    });
    if (!open) return;
    // Subscribed before `ready` is written: a change made after the client sees it is delivered.
    res.write(`retry: 3000\nevent: ${CHANGE_STREAM_EVENTS.ready}\ndata: {}\n\n`);
  });
}
