export type LogFields = Record<string, unknown>;

/** Structured logging: one record per call; `child` adds fields (such as a request id) to every record. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}
