import { accountMessages, adminLoginSchema } from '../../functions/contract/accounts.ts';
import { postJson } from '../lib/api.ts';
import { SignInForm } from './forms/SignInForm.tsx';
import { useForm } from './forms/use-form.ts';
import { signInFailureText } from './forms/use-sign-in.ts';

/** The admin dashboard's gate: checked by the server, which then signs the admin in; the page reloads. */
export default function AdminGateForm() {
  const form = useForm({
    schema: adminLoginSchema,
    initial: { name: '', password: '' },
    submit: (data) => postJson('/api/auth/admin-login', data),
    failureText: (failure) => signInFailureText(failure, accountMessages.adminInvalid),
    onSuccess: () => window.location.reload(),
    leavesPage: true,
  });

  return (
    <SignInForm form={form} nameField="name" label="Admin sign in" nameLabel="Name" submitText="Enter" />
  );
}
