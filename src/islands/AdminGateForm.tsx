import { accountMessages, adminLoginSchema } from '../../functions/contract/accounts.ts';
import { postJson } from '../lib/api.ts';
import { SignInForm } from './forms/SignInForm.tsx';
import { FormLanguage, localizedSchema, textGetters, type FormTexts } from './forms/texts.tsx';
import { useForm } from './forms/use-form.ts';
import { signInFailureText } from './forms/use-sign-in.ts';

/** The admin dashboard's gate: checked by the server, which then signs the admin in; the page reloads. */
export default function AdminGateForm({ texts = {} }: { texts?: FormTexts }) {
  const { tx, message } = textGetters(texts);
  const form = useForm({
    schema: localizedSchema(adminLoginSchema, texts),
    initial: { name: '', password: '' },
    submit: (data) => postJson('/api/auth/admin-login', data),
    failureText: (failure) => message(signInFailureText(failure, accountMessages.adminInvalid)),
    onSuccess: () => window.location.reload(),
    leavesPage: true,
  });

  return (
    <FormLanguage texts={texts}>
      <SignInForm
        form={form}
        nameField="name"
        label={tx('forms.adminSignInLabel', 'Admin sign in')}
        nameLabel={tx('forms.name', 'Name')}
        submitText={tx('forms.enter', 'Enter')}
      />
    </FormLanguage>
  );
}
