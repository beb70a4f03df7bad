import { createParser } from 'eventsource-parser';

export interface ServerSentEvent {
  /** `message` when the server named none. */
  event: string;
  data: string;
}

/**
 * The text/event-stream format fed chunk by chunk as the network delivers them, parsed by
 * eventsource-parser. `id` and `retry` are dropped: every reconnect refetches everything and the
 * client keeps its own backoff. A bare CR ending one chunk waits for the next line: the server
 * (functions/src/http/events.routes.ts) ends its lines with LF alone.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  const parser = createParser({
    onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }),
  });
  return {
    push(chunk: string) {
      parser.feed(chunk);
    },
  };
}
