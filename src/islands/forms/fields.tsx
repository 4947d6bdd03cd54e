import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { MOBILE_DIGITS } from '../../../functions/contract/limits.ts';
import { useFormLanguage } from './texts.tsx';
import type { Status } from './use-form.ts';

/** A text field bound to one form value: what `useForm().field(name)` returns. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

interface TextFieldProps extends FieldBinding {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  maxLength?: number;
}

/** A labelled input with its hint and error tied to it (aria-describedby), so both are read out. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className="input"
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        disabled={props.disabled}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The required ten-digit Indian mobile number, as every account form asks for it (spec section 5). */
export function MobileField(binding: FieldBinding) {
  const { tx } = useFormLanguage();
  return (
    <TextField
      label={tx('forms.mobile', 'Mobile number')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_DIGITS}
      hint={tx('forms.mobileHint', '10 digits, without +91')}
      required
      {...binding}
    />
  );
}

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
}

export function CheckboxField(props: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field--check">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <label htmlFor={id}>{props.children}</label>
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The form's messages: success in a polite status region, failure in an alert region. Both regions are
 * always in the page, so screen readers announce the text when it appears.
 */
export function FormStatus({ status }: { status: Status | null }) {
  return (
    <>
      <p role="status" className="form-status form-status--success">
        {status?.tone === 'success' ? status.text : ''}
      </p>
      <p role="alert" className="form-status form-status--error">
        {status?.tone === 'error' ? status.text : ''}
      </p>
    </>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
