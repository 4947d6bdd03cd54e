import type { ReactNode, SubmitEvent } from 'react';
import { FormStatus, SubmitButton, TextField, type FieldBinding } from './fields.tsx';
import { useFormLanguage } from './texts.tsx';
import type { Status } from './use-form.ts';
import { useHydrated } from './use-hydrated.ts';

/** What the sign-in form needs of `useForm`: any form with a password and one name field fits. */
interface SignInControls<K extends string> {
  field: (name: K | 'password') => FieldBinding;
  onSubmit: (event: SubmitEvent) => Promise<void>;
  pending: boolean;
  status: Status | null;
}

interface Props<K extends string> {
  form: SignInControls<K>;
  /** The key of the name field in the form's values. */
  nameField: K;
  /** The form's accessible name, such as 'User sign in'. */
  label: string;
  nameLabel: string;
  submitText: string;
  /** Below the status line (the Google button). */
  children?: ReactNode;
  /** The 'Forgot password?' link (user and merchant forms; the admin gate has none). */
  forgotPasswordHref?: string;
}

/** The password sign-in forms (user, merchant, admin gate): a name, a password and the submit button. */
export function SignInForm<K extends string>(props: Props<K>) {
  const { form } = props;
  const hydrated = useHydrated();
  const { tx } = useFormLanguage();

  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label={props.label}>
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <TextField
          label={props.nameLabel}
          autoComplete="username"
          required
          {...form.field(props.nameField)}
        />
        <TextField
          label={tx('forms.password', 'Password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <SubmitButton busy={form.pending}>{props.submitText}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      {props.forgotPasswordHref && (
        <p className="account-form__forgot">
          <a href={props.forgotPasswordHref}>{tx('forms.forgotPassword', 'Forgot password?')}</a>
        </p>
      )}
      {props.children}
    </form>
  );
}
