import type { ReactNode, SubmitEvent } from 'react';
import { FormStatus, SubmitButton, TextField, type FieldBinding } from './fields.tsx';
import type { Status } from './use-form.ts';
import { useHydrated } from './use-hydrated.ts';

/** What the sign-in form needs of `useForm`: any form with a password and one name field fits. */
interface SignInControls<K extends string, D> {
  field: (name: K | 'password') => FieldBinding;
  validate: () => D | null;
  submitting: boolean;
  status: Status | null;
}

interface Props<K extends string, D> {
  form: SignInControls<K, D>;
  /** The key of the name field in the form's values. */
  nameField: K;
  /** The form's accessible name, such as 'User sign in'. */
  label: string;
  nameLabel: string;
  submitText: string;
  /** Runs with the checked values; field errors are shown instead when they do not pass. */
  onValid: (data: D) => Promise<void>;
  /** Below the status line (the Google button). */
  children?: ReactNode;
}

/** The password sign-in forms (user, merchant, admin gate): a name, a password and the submit button. */
export function SignInForm<K extends string, D>(props: Props<K, D>) {
  const { form } = props;
  const hydrated = useHydrated();

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (data) await props.onValid(data);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={props.label}>
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField
          label={props.nameLabel}
          autoComplete="username"
          required
          {...form.field(props.nameField)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <SubmitButton busy={form.submitting}>{props.submitText}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      {props.children}
    </form>
  );
}
