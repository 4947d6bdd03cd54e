import { useId } from 'react';
import { isEmail } from '../../../functions/contract/rules.ts';
import type { PublicMessage } from '../../../functions/contract/public.ts';
import type { NewsletterTexts } from '../../lib/public-texts.ts';
import { postJson } from '../../lib/api.ts';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

/**
 * The newsletter strip (spec: Home; sections 5 and 7): an email field; the server stores the address
 * once and its message is shown ('Thank you for subscribing!' or 'You are already subscribed.').
 */
export default function NewsletterForm({ texts }: { texts: NewsletterTexts }) {
  const hydrated = useHydrated();
  const id = useId();
  const form = useForm({
    schema: ruleSchema(
      (values: { emailAddress: string }) => ({
        emailAddress: isEmail(values.emailAddress) ? undefined : texts['content.invalidEmail'],
      }),
      (values) => ({ emailAddress: values.emailAddress.trim() }),
    ),
    initial: { emailAddress: '' },
    statusOnInvalid: true,
    // 201: subscribed now; 200: already subscribed. The server's English words, in the page's language.
    submit: async (data) => {
      const result = await postJson<PublicMessage>('/api/AToZ/NewsLetter-Post', data);
      if (!result.ok) return result;
      const message =
        result.status === 201 ? texts['content.subscribed'] : texts['content.alreadySubscribed'];
      return { ...result, data: { message } };
    },
    successText: (body) => body.message,
    // The server's word on the address first, then its message, then the strip's own text.
    failureText: (failure) =>
      failure?.fields.emailAddress ?? failure?.message ?? texts['content.subscribeFailed'],
  });
  const email = form.field('emailAddress');

  return (
    <form
      className="newsletter__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={texts['content.newsletter']}
    >
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {texts['content.emailLabel']}
      </label>
      <input
        id={`${id}-email`}
        className="input"
        type="email"
        name={email.name}
        autoComplete="email"
        inputMode="email"
        placeholder={texts['content.emailPlaceholder']}
        required
        value={email.value}
        disabled={!hydrated}
        onChange={(event) => email.onChange(event.target.value)}
        aria-invalid={email.error ? true : undefined}
        aria-describedby={`${id}-status`}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={!hydrated || form.pending}
        aria-busy={form.pending}
      >
        {texts['content.subscribe']}
      </button>
      <div id={`${id}-status`} className="newsletter__status">
        <p role="status" className="newsletter__message is-success">
          {form.status?.tone === 'success' ? form.status.text : ''}
        </p>
        <p role="alert" className="newsletter__message is-error">
          {form.status?.tone === 'error' ? form.status.text : ''}
        </p>
      </div>
    </form>
  );
}
