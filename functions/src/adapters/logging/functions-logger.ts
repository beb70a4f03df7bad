import { write, type LogSeverity } from 'firebase-functions/logger';
import type { LogFields, Logger } from '../../core/ports/logger.port.js';
import { errorReplacer } from './json-logger.js';

/**
 * The Cloud Function runtime's logger: each record goes through `firebase-functions/logger`, which
 * writes the structured entry with its severity as Cloud Logging reads it.
 */
export function createFunctionsLogger(
  base: LogFields = {},
  writeEntry: typeof write = write,
): Logger {
  const log = (severity: LogSeverity, message: string, fields?: LogFields) => {
    // Severity and message come last so that fields sharing their names cannot replace them.
    // The SDK copies only enumerable keys, which would leave an Error field empty.
    const plain = JSON.parse(JSON.stringify({ ...base, ...fields }, errorReplacer)) as LogFields;
    writeEntry({ ...plain, severity, message });
  };
  return {
    info: (message, fields) => log('INFO', message, fields),
    warn: (message, fields) => log('WARNING', message, fields),
    error: (message, fields) => log('ERROR', message, fields),
    child: (fields) => createFunctionsLogger({ ...base, ...fields }, writeEntry),
  };
}
