import type { LogFields, Logger } from '../../core/ports/logger.port.js';

type Level = 'info' | 'warn' | 'error';

export interface LogSink {
  write(level: Level, line: string): void;
}

// Cloud Logging reads `severity` from JSON lines, so the same records work in both runtimes.
const SEVERITY: Record<Level, string> = { info: 'INFO', warn: 'WARNING', error: 'ERROR' };

const stdSink: LogSink = {
  write(level, line) {
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  },
};

/** One JSON object per line: info to stdout, warnings and errors to stderr. */
export function createJsonLogger(sink: LogSink = stdSink, base: LogFields = {}): Logger {
  const log = (level: Level, message: string, fields?: LogFields) => {
    const own = { time: new Date().toISOString(), severity: SEVERITY[level], message };
    // Own keys come first and cannot be overwritten by fields that happen to share a name.
    const record = Object.assign({ ...own, ...base, ...fields }, own);
    sink.write(level, JSON.stringify(record, errorReplacer));
  };
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    child: (fields) => createJsonLogger(sink, { ...base, ...fields }),
  };
}

/** A JSON.stringify replacer that keeps an Error's name, message and stack (not enumerable). */
export function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}
