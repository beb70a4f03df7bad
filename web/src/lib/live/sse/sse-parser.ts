export interface ServerSentEvent {
  /** `message` when the server named none. */
  event: string;
  data: string;
}

/**
 * The text/event-stream format (WHATWG HTML, "server-sent events"), fed chunk by chunk as the
 * network delivers them: a line or a CRLF may be split across chunks. `id` and `retry` are not
 * needed here: every reconnect refetches everything and the client keeps its own backoff.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  }

  function processLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        processLine(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
  };
}
