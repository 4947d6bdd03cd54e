import { useState, type SubmitEvent } from 'react';
import { NetworkError, type ApiFailure, type ApiResult } from '../../lib/api.ts';

export type FieldErrors<K extends PropertyKey> = Partial<Record<K, string>>;

export interface Status {
  tone: 'success' | 'error';
  text: string;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What the hook needs of a schema: zod's `safeParse` fits, and so does `ruleSchema` below, for forms
 * whose page ships no zod (the admin dashboard, the newsletter strip).
 */
export interface FormSchema<D> {
  safeParse(
    values: unknown,
  ): { success: true; data: D } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * The same schema with each field message passed through `messageOf` (a page's language: issue 26);
 * what it accepts and the data it gives do not change.
 */
export function withFieldMessages<D>(
  schema: FormSchema<D>,
  messageOf: (english: string) => string,
): FormSchema<D> {
  return {
    safeParse(values) {
      const result = schema.safeParse(values);
      if (result.success) return result;
      return {
        success: false,
        error: {
          issues: result.error.issues.map((issue) => ({
            path: issue.path,
            message: messageOf(issue.message),
          })),
        },
      };
    },
  };
}

/** The first message for each top-level field of a failed parse. */
export function issuesByField(error: { issues: readonly Issue[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A schema from plain rules (functions/contract/rules.ts): `check` returns the message of each field
 * that fails, in the order they should be read; `toData` shapes what is sent.
 */
export function ruleSchema<V, D = V>(
  check: (values: V) => Partial<Record<keyof V & string, string | undefined>>,
  toData: (values: V) => D = (values) => values as unknown as D,
): FormSchema<D> {
  return {
    safeParse(values) {
      const found = Object.entries(check(values as V)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      if (found.length === 0) return { success: true, data: toData(values as V) };
      return {
        success: false,
        error: { issues: found.map(([name, message]) => ({ path: [name], message })) },
      };
    },
  };
}

type Text<A> = string | ((arg: A) => string);
const textOf = <A>(text: Text<A>, arg: A) => (typeof text === 'function' ? text(arg) : text);

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormOptions<V extends Record<string, unknown>, D, T> {
  schema: FormSchema<D>;
  initial: V;
  /** Fields checked on every change (the password), so the message goes as soon as the rule is met. */
  liveFields?: readonly NoInfer<keyof V>[];
  /** Sends the checked data: `postJson`, `sendJson` or `upload` from src/lib/api.ts. */
  submit?: (data: D, request: { onProgress: (percent: number) => void }) => Promise<ApiResult<T>>;
  /** A form that sends nothing (the WhatsApp invite) acts on the checked data here instead. */
  onValid?: (data: D) => void;
  /** The success line (none: the page moves on without one). */
  successText?: Text<T>;
  /** The failure line; `null` when no answer came at all (the spec's connection texts). */
  failureText?: Text<ApiFailure | null>;
  onSuccess?: (data: T) => void;
  onFailure?: (failure: ApiFailure | null) => void;
  /** Server field names that differ from the form's (an upload's 'Data' is the form's 'file'). */
  serverFields?: Record<string, keyof V & string>;
  /** A failed check also shows its first message in the status line (the admin and newsletter forms). */
  statusOnInvalid?: boolean;
  /** The values go back to `initial` after a success. */
  resetOnSuccess?: boolean;
  /** Success moves the page on: the form stays disabled until it has gone. */
  leavesPage?: boolean;
}

/**
 * Every island form's one hook: values, field errors checked with a contract schema, the server's
 * field errors from the error envelope, a pending state (and upload progress), and the spec's success
 * and failure texts in one status line. Fields are checked on submit and, once they show an error, on
 * every change; `liveFields` on every change. Nothing is checked on blur: a message appearing then
 * moves the form under the visitor's finger.
 */
export function useForm<V extends Record<string, unknown>, D, T = unknown>(options: FormOptions<V, D, T>) {
  const { schema, initial } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const errorFor = (next: V, name: keyof V & string): string | undefined => {
    const result = schema.safeParse(next);
    return result.success ? undefined : issuesByField(result.error)[name];
  };

  /** Sets one value (a file, a checkbox, or text); rechecks it when it shows an error or is live. */
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    // A functional update, so a set made in a callback after a reset does not bring old values back.
    setValues((current) => ({ ...current, [name]: value }));
    if (options.liveFields?.includes(name) || errors[name]) {
      setErrors((current) => ({ ...current, [name]: errorFor({ ...values, [name]: value }, name) }));
    }
  };

  /** Checks every field; returns the parsed data, or null after showing the errors. */
  const validate = (): D | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = issuesByField(result.error);
    setErrors(found as FieldErrors<keyof V & string>);
    const first = Object.values(found)[0];
    if (options.statusOnInvalid && first) setStatus({ tone: 'error', text: first });
    return null;
  };

  /** Shows field messages (the server's, or a check made outside the schema) next to their fields. */
  const showErrors = (fields: Record<string, string>) => {
    const mine: FieldErrors<keyof V & string> = {};
    for (const [name, text] of Object.entries(fields)) {
      const field = options.serverFields?.[name] ?? name;
      if (field in initial) mine[field as keyof V & string] = text;
    }
    setErrors((current) => ({ ...current, ...mine }));
  };

  const fail = (failure: ApiFailure | null) => {
    if (failure) showErrors(failure.fields);
    if (options.failureText !== undefined)
      setStatus({ tone: 'error', text: textOf(options.failureText, failure) });
    options.onFailure?.(failure);
  };

  /** Sends already checked data with `submit` and shows the outcome; resolves to whether it succeeded. */
  const run = async (data: D): Promise<boolean> => {
    if (!options.submit) throw new Error('useForm: run() needs a submit option');
    setStatus(null);
    setPending(true);
    let succeeded = false;
    try {
      const result = await options.submit(data, { onProgress: setProgress });
      if (result.ok) {
        succeeded = true;
        if (options.successText !== undefined)
          setStatus({ tone: 'success', text: textOf(options.successText, result.data) });
        if (options.resetOnSuccess) setValues(initial);
        options.onSuccess?.(result.data);
      } else {
        fail(result);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      fail(null);
    }
    setProgress(null);
    if (!(succeeded && options.leavesPage)) setPending(false);
    return succeeded;
  };

  /** The form's onSubmit: checks, then sends; a second submit while one is pending is ignored. */
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (pending) return;
    const data = validate();
    if (data === null) return;
    if (options.onValid) options.onValid(data);
    else await run(data);
  };

  /** Props for a TextField bound to one text value. */
  const field = (name: StringKeys<V>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => set(name, value as V[typeof name]),
  });

  return {
    values,
    errors,
    status,
    setStatus,
    pending,
    progress,
    set,
    validate,
    showErrors,
    run,
    onSubmit,
    field,
    reset: () => setValues(initial),
    /** Takes the field messages away (a dialog closed without sending). */
    clearErrors: () => setErrors({}),
  };
}

export type FormControls = ReturnType<typeof useForm>;
