import type { LogFields, Logger } from '../../src/core/ports/logger.port.js';

export interface LogRecord extends LogFields {
  level: 'info' | 'warn' | 'error';
  message: string;
}

/** A logger that keeps its records in memory, so tests stay quiet and can assert on the logs. */
export function createCaptureLogger(): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const make = (base: LogFields): Logger => ({
    info: (message, fields) => records.push({ ...base, ...fields, level: 'info', message }),
    warn: (message, fields) => records.push({ ...base, ...fields, level: 'warn', message }),
    error: (message, fields) => records.push({ ...base, ...fields, level: 'error', message }),
    child: (fields) => make({ ...base, ...fields }),
  });
  return { logger: make({}), records };
}
