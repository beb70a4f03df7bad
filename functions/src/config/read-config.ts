import { z } from 'zod';
import { gstinProblem } from '@thumbforge/contract';
import {
  CONFIG_VARIABLES,
  type Config,
  type Runtime,
  type VariableName,
  type VariableSpec,
} from './variables.js';

export type Source = Record<string, string | undefined>;

/** Unset and empty variables are the same thing in a shell, so both fall back to the default. */
function blankIsUnset(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function field(spec: VariableSpec): z.ZodType {
  const schema =
    spec.default === undefined ? spec.schema.optional() : spec.schema.prefault(spec.default);
  return z.preprocess(blankIsUnset, schema);
}

const configSchema = z.object(
  Object.fromEntries(
    Object.entries(CONFIG_VARIABLES).map(([name, spec]) => [name, field(spec)]),
  ) as Record<VariableName, z.ZodType>,
);

/** A problem with one variable: its name (and the entry, for a list) and what is wrong. */
interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/** A tax invoice names the seller fully: a GSTIN needs the legal name, address and state with it. */
function sellerProblems(config: Config, isSet: (name: VariableName) => boolean): Problem[] {
  if (!config.SELLER_GSTIN) return [];
  const missing = (['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE'] as const)
    .filter((name) => !isSet(name))
    .map((name) => ({
      path: [name],
      message: 'is required when SELLER_GSTIN is set (tax invoices print it)',
    }));
  const problem = config.SELLER_STATE && gstinProblem(config.SELLER_GSTIN, config.SELLER_STATE);
  return problem ? [...missing, { path: ['SELLER_GSTIN'], message: problem }] : missing;
}

function refuse(problems: readonly Problem[]): never {
  const lines = problems.map((each) => `  ${each.path.map(String).join('.')}: ${each.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/** Whether the table says `runtime` reads the variable `name`. */
function readBy(runtime: Runtime, name: string): boolean {
  const spec: VariableSpec | undefined = CONFIG_VARIABLES[name as VariableName];
  return !spec || spec.runtimes.includes(runtime);
}

/**
 * Reads and checks every variable of the table once, at start: the process's environment unless
 * a runtime or a test passes its own. A bad value stops the start with a message naming it. With
 * a runtime, the variables it does not read count as unset: Cloud Functions sets PORT to where it
 * listens (a socket path under the emulator), which is none of the function's business.
 */
export function readConfig(source: Source = process.env, runtime?: Runtime): Config {
  const read = runtime
    ? Object.fromEntries(Object.entries(source).filter(([name]) => readBy(runtime, name)))
    : source;
  const result = configSchema.safeParse(read);
  if (!result.success) refuse(result.error.issues);
  const config = result.data as Config;
  const problems = sellerProblems(config, (name) => blankIsUnset(read[name]) !== undefined);
  if (problems.length > 0) refuse(problems);
  return config;
}
