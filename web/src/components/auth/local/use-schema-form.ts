import { useState, type ChangeEvent } from 'react';
import { z } from 'zod';

type Values<Schema extends z.ZodObject> = Record<keyof z.input<Schema> & string, string>;
type Errors<Schema extends z.ZodObject> = Partial<Record<keyof z.input<Schema> & string, string>>;

function firstErrors<Schema extends z.ZodObject>(error: z.ZodError): Errors<Schema> {
  const { fieldErrors } = z.flattenError(error);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors as Errors<Schema>;
}

/**
 * A text-only form checked by a contract schema: each field shows its first error. Errors appear
 * on the first submit and then follow every keystroke, so a fixed field clears at once.
 */
export function useSchemaForm<Schema extends z.ZodObject>(schema: Schema, initial: Values<Schema>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Schema>>({});
  const [submitted, setSubmitted] = useState(false);

  function check(next: Values<Schema>): z.output<Schema> | null {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : firstErrors<Schema>(result.error));
    return result.success ? result.data : null;
  }

  /** Props for a TextField; `hint` shows under it while it has no error. */
  function field(name: keyof Values<Schema> & string, hint = ' ') {
    return {
      name,
      value: values[name],
      error: Boolean(errors[name]),
      helperText: errors[name] ?? hint,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted) check(next);
      },
    };
  }

  /** Validates everything; the parsed values, or null when a field is wrong. */
  function validate(): z.output<Schema> | null {
    setSubmitted(true);
    return check(values);
  }

  return { field, validate };
}
