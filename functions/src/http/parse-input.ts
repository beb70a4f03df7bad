import type { z } from 'zod';
import { InvalidInput } from '../core/errors.js';

/** Parses a request part with its contract schema; the first issue's message is what the user sees. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidInput(issue?.message ?? 'Invalid input', issue?.path.join('.'));
}
