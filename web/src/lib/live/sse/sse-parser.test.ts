import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(
      parse(
        'retry: 3000\nevent: ready\ndata: {}\n\nid: 1\nevent: change\ndata: {"kind":"chats"}\n\n',
      ),
    ).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: '{"kind":"chats"}' },
    ]);
  });

  it('skips comments such as heartbeats, and events without data', () => {
    expect(parse(': heartbeat\n\nevent: empty\n\ndata: x\n\n')).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('joins data lines and strips only one leading space', () => {
    expect(parse('data:a\ndata:  b\ndata\n\n')).toEqual([{ event: 'message', data: 'a\n b\n' }]);
  });

  it('waits for an event split anywhere across chunks, CRLF included', () => {
    const whole = 'event: change\r\ndata: {"kind":"user"}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(parse(whole.slice(0, cut), whole.slice(cut))).toEqual([
        { event: 'change', data: '{"kind":"user"}' },
      ]);
    }
  });

  it('accepts bare CR line endings', () => {
    expect(parse('event: ready\rdata: {}\r\rdata: next')).toEqual([{ event: 'ready', data: '{}' }]);
  });

  it('does not dispatch an event until its blank line arrives', () => {
    expect(parse('event: change\ndata: {}\n')).toEqual([]);
  });
});
