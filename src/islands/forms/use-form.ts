import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message for each top-level field of a failed parse. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

export interface Status {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The forms' one helper: values, field errors checked with a contract schema, and a status line.
 * Fields are checked on submit and, once they show an error, on every change; `liveFields` (the
 * password) are checked on every change, so the message goes away as soon as the rule is met.
 * Nothing is checked on blur: a message appearing then moves the form under the visitor's finger.
 */
export function useForm<K extends string, S extends z.ZodType>(
  schema: S,
  initial: Record<K, string>,
  options: { liveFields?: readonly NoInfer<K>[] } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const errorFor = (next: Record<K, string>, name: K): string | undefined => {
    const result = schema.safeParse(next);
    return result.success ? undefined : issuesByField(result.error)[name];
  };

  const change = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (options.liveFields?.includes(name) || errors[name]) {
      setErrors((current) => ({ ...current, [name]: errorFor(next, name) }));
    }
  };

  /** Checks every field; returns the parsed data, or null after showing the errors. */
  const validate = (): z.infer<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesByField(result.error) as FieldErrors<K>);
    return null;
  };

  /** Shows the server's per-field messages next to the fields it names. */
  const showServerErrors = (fields: Record<string, string>) => {
    const known = Object.keys(initial);
    const mine = Object.fromEntries(Object.entries(fields).filter(([name]) => known.includes(name)));
    setErrors((current) => ({ ...current, ...mine }));
  };

  /** Props for a TextField bound to one value. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  });

  return {
    values,
    errors,
    status,
    setStatus,
    submitting,
    setSubmitting,
    validate,
    showServerErrors,
    field,
  };
}
