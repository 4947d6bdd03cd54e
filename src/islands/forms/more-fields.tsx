import { useId, type ReactNode, type Ref } from 'react';

/** The file, select and textarea fields, beside fields.tsx's text, mobile and checkbox ones (same classes). */

function describedBy(hintId: string, errorId: string, hint?: ReactNode, error?: string) {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Messages(props: { hintId: string; errorId: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {props.hint && (
        <p id={props.hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} className="field__error">
          {props.error}
        </p>
      )}
    </>
  );
}

export function FileField({
  ref,
  ...props
}: {
  label: string;
  name: string;
  accept: string;
  onChange: (file: File | null) => void;
  ref: Ref<HTMLInputElement>;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <Label htmlFor={id} label={props.label} required={props.required ?? false} />
      <input
        id={id}
        ref={ref}
        className="input admin-file"
        type="file"
        name={props.name}
        accept={props.accept}
        required={props.required}
        onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, props.hint, props.error)}
      />
      <Messages hintId={`${id}-hint`} errorId={`${id}-error`} hint={props.hint} error={props.error} />
    </div>
  );
}

export function SelectField(props: {
  label: string;
  name: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <Label htmlFor={id} label={props.label} required={props.required ?? false} />
      <select
        id={id}
        className="input"
        name={props.name}
        value={props.value}
        required={props.required}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, props.hint, props.error)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages hintId={`${id}-hint`} errorId={`${id}-error`} hint={props.hint} error={props.error} />
    </div>
  );
}

export function TextAreaField({
  ref,
  ...props
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  maxLength?: number;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="field">
      <Label htmlFor={id} label={props.label} required={props.required ?? false} />
      <textarea
        id={id}
        ref={ref}
        className="input"
        name={props.name}
        value={props.value}
        rows={3}
        maxLength={props.maxLength}
        required={props.required}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, props.hint, props.error)}
      />
      <Messages hintId={`${id}-hint`} errorId={`${id}-error`} hint={props.hint} error={props.error} />
    </div>
  );
}
