import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'firebase-functions/logger';
import { createFunctionsLogger } from './functions-logger.js';

describe('createFunctionsLogger', () => {
  it('writes one structured entry per call with the Cloud Logging severity', () => {
    const entries: LogEntry[] = [];
    const logger = createFunctionsLogger({}, (entry) => entries.push(entry));
    logger.info('started', { port: 1 });
    logger.warn('slow');
    logger.error('failed', { code: 'x' });
    expect(entries).toEqual([
      { severity: 'INFO', message: 'started', port: 1 },
      { severity: 'WARNING', message: 'slow' },
      { severity: 'ERROR', message: 'failed', code: 'x' },
    ]);
  });

  it("child loggers add their fields, which never replace a record's severity or message", () => {
    const entries: LogEntry[] = [];
    const logger = createFunctionsLogger({}, (entry) => entries.push(entry)).child({
      requestId: 'r1',
    });
    logger.error('boom', { severity: 'INFO', message: 'spoofed' });
    expect(entries).toEqual([{ requestId: 'r1', severity: 'ERROR', message: 'boom' }]);
  });

  it("keeps an error field's message and stack", () => {
    const entries: LogEntry[] = [];
    createFunctionsLogger({}, (entry) => entries.push(entry)).error('failed', {
      error: new TypeError('bad input'),
    });
    expect(entries[0]?.error).toMatchObject({ name: 'TypeError', message: 'bad input' });
    expect(entries[0]?.error).toHaveProperty('stack', expect.stringContaining('bad input'));
  });
});
