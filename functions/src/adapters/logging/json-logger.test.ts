import { describe, expect, it } from 'vitest';
import { createJsonLogger, type LogSink } from './json-logger.js';

function captureSink() {
  const lines: { level: string; line: string }[] = [];
  const sink: LogSink = { write: (level, line) => lines.push({ level, line }) };
  return { sink, lines };
}

describe('createJsonLogger', () => {
  it('writes one JSON object per record with time, severity and message', () => {
    const { sink, lines } = captureSink();
    createJsonLogger(sink).warn('slow request', { durationMs: 1200 });

    expect(lines).toHaveLength(1);
    expect(lines[0]?.line).not.toContain('\n');
    expect(JSON.parse(lines[0]?.line ?? '')).toEqual({
      time: expect.any(String),
      severity: 'WARNING',
      message: 'slow request',
      durationMs: 1200,
    });
  });

  it('carries child fields, and fields cannot overwrite the record’s own keys', () => {
    const { sink, lines } = captureSink();
    createJsonLogger(sink).child({ requestId: 'r1' }).error('failed', { message: 'spoof' });

    const record = JSON.parse(lines[0]?.line ?? '') as Record<string, unknown>;
    expect(lines[0]?.level).toBe('error');
    expect(record).toMatchObject({ requestId: 'r1', message: 'failed', severity: 'ERROR' });
  });

  it('serialises errors with their stack for the logs', () => {
    const { sink, lines } = captureSink();
    createJsonLogger(sink).error('boom', { error: new Error('kaput') });

    const record = JSON.parse(lines[0]?.line ?? '') as { error: Record<string, string> };
    expect(record.error).toMatchObject({ name: 'Error', message: 'kaput' });
    expect(record.error.stack).toMatch(/kaput/);
  });
});
