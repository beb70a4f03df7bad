import { defineSecret, defineString, type SecretParam } from 'firebase-functions/params';
import { CONFIG_VARIABLES, type VariableName, type VariableSpec } from './variables.js';
import type { Source } from './read-config.js';

const secrets: SecretParam[] = [];
const params = new Map<VariableName, { value(): string }>();
for (const [name, spec] of Object.entries(CONFIG_VARIABLES) as [VariableName, VariableSpec][]) {
  if (spec.functionParam === 'secret') {
    const secret = defineSecret(name);
    secrets.push(secret);
    params.set(name, secret);
  } else if (spec.functionParam === 'required') {
    params.set(name, defineString(name, { description: spec.doc }));
  } else if (spec.functionParam === 'optional') {
    // Empty is unset: readConfig applies the table's default, and knows it was not given.
    params.set(name, defineString(name, { default: '', description: spec.doc }));
  }
}

/**
 * The Cloud Function's secrets (Secret Manager, `firebase functions:secrets:set NAME`), bound to
 * every function that composes the app.
 */
export const FUNCTION_SECRETS: readonly SecretParam[] = secrets;

/**
 * The function's environment with its params and secrets, whose values exist only at runtime:
 * what `readConfig` checks there.
 */
export function functionEnvironment(): Source {
  const values = [...params].map(([name, param]) => [name, param.value()]);
  return { ...process.env, ...Object.fromEntries(values) };
}
