import { accountMessages, adminLoginSchema } from '../../functions/contract/accounts.ts';
import { NetworkError, postJson } from './forms/post-json.ts';
import { SignInForm } from './forms/SignInForm.tsx';
import { useForm } from './forms/use-form.ts';

/** The admin dashboard's gate: checked by the server, which then signs the admin in; the page reloads. */
export default function AdminGateForm() {
  const form = useForm(adminLoginSchema, { name: '', password: '' });

  const enter = async (data: { name: string; password: string }) => {
    form.setStatus(null);
    form.setSubmitting(true);
    try {
      const result = await postJson('/api/auth/admin-login', data);
      if (result.ok) {
        window.location.reload();
        return;
      }
      form.setStatus({
        tone: 'error',
        text: result.status === 429 && result.message ? result.message : accountMessages.adminInvalid,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      form.setStatus({ tone: 'error', text: accountMessages.adminInvalid });
    }
    form.setSubmitting(false);
  };

  return (
    <SignInForm
      form={form}
      nameField="name"
      label="Admin sign in"
      nameLabel="Name"
      submitText="Enter"
      onValid={enter}
    />
  );
}
