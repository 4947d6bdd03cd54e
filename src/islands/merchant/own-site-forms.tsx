import {
  isPageSlug,
  webUrlProblem,
  PAGE_SLUG_LENGTH,
  pageSlugMessage,
  SITE_TEXT_LIMITS,
  URL_MAX_LENGTH,
} from '../../../functions/contract/rules.ts';
import { siteCreationMessages, type MerchantPreferences } from '../../../functions/contract/site-creation.ts';
import { postJson } from '../../lib/api.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { CheckboxField, FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';

const messages = siteCreationMessages;
type Saved = { message: string; preferences: MerchantPreferences };

type SiteUrlValues = {
  storeName: string;
  pageSlug: string;
  externalSiteUrl: string;
};

const siteUrlSchema = ruleSchema<SiteUrlValues, Record<string, unknown>>(
  (values) => ({
    storeName: values.storeName.trim() ? undefined : messages.required,
    pageSlug: !values.pageSlug.trim()
      ? messages.required
      : isPageSlug(values.pageSlug)
        ? undefined
        : pageSlugMessage,
    externalSiteUrl: !values.externalSiteUrl.trim()
      ? messages.required
      : (webUrlProblem(values.externalSiteUrl) ?? undefined),
  }),
  (values) => ({
    hasExternalSite: true,
    storeName: values.storeName.trim(),
    pageSlug: values.pageSlug.trim(),
    externalSiteUrl: values.externalSiteUrl.trim(),
  }),
);

/**
 * 'Merchant Own Site Url' (spec: Site creation): store name, page slug and the merchant's own site
 * address, https:// added when left out → 'Store URL uploaded successfully!' / 'Upload failed.'.
 */
export function SiteUrlForm(props: {
  saved: MerchantPreferences;
  hydrated: boolean;
  onSaved: (preferences: MerchantPreferences) => void;
}) {
  const form = useForm({
    schema: siteUrlSchema,
    initial: {
      storeName: props.saved.storeName ?? '',
      pageSlug: props.saved.pageSlug ?? '',
      externalSiteUrl: props.saved.externalSiteUrl ?? '',
    },
    submit: (data) => postJson<Saved>('/api/merchant/preferences/upsert', data),
    successText: messages.siteUrlSaved,
    failureText: messages.siteUrlFailed,
    onSuccess: (answer) => props.onSaved(answer.preferences),
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Store URL">
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <TextField
          label="Store name"
          autoComplete="organization"
          maxLength={SITE_TEXT_LIMITS.storeName}
          required
          {...form.field('storeName')}
        />
        <TextField
          label="Page name (slug)"
          hint={`${PAGE_SLUG_LENGTH.min} to ${PAGE_SLUG_LENGTH.max} lowercase letters, digits and hyphens, e.g. kaveri-silks.`}
          maxLength={PAGE_SLUG_LENGTH.max}
          required
          {...form.field('pageSlug')}
          onChange={(value) => form.set('pageSlug', value.toLowerCase())}
        />
        <TextField
          label="Your site URL"
          type="url"
          autoComplete="url"
          hint="https:// is added when left out."
          maxLength={URL_MAX_LENGTH}
          required
          {...form.field('externalSiteUrl')}
        />
        <SubmitButton busy={form.pending}>Save store URL</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}

type PermissionValues = {
  notes: string;
  consentScrape: boolean;
};

const permissionSchema = ruleSchema<PermissionValues, { notes: string; consentScrape: true }>(
  (values) => ({
    consentScrape: values.consentScrape ? undefined : messages.consentRequired,
  }),
  (values) => ({ notes: values.notes.trim(), consentScrape: true }),
);

/**
 * The scrape-permission notes form (spec: Site creation, /permission), shown once a store URL is
 * saved → 'Permission Approved' / 'Permission failed.'.
 */
export function PermissionForm(props: {
  saved: MerchantPreferences;
  hydrated: boolean;
  onSaved: (preferences: MerchantPreferences) => void;
}) {
  const form = useForm({
    schema: permissionSchema,
    initial: { notes: props.saved.notes ?? '', consentScrape: props.saved.consentScrape },
    submit: (data) => postJson<Saved>('/api/merchant/preferences/upsert', data),
    successText: messages.permissionSaved,
    failureText: messages.permissionFailed,
    onSuccess: (answer) => props.onSaved(answer.preferences),
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Scrape permission">
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <p className="site-creation__note">
          We can read the products and offers on {props.saved.externalSiteUrl ?? 'your site'} and show them on
          DealSphere for you.
        </p>
        <TextAreaField
          label="Notes"
          name="notes"
          value={form.values.notes}
          maxLength={SITE_TEXT_LIMITS.notes}
          hint="Optional: pages to read or to leave out, how often, anything we should know."
          onChange={(value) => form.set('notes', value)}
          error={form.errors.notes}
        />
        <CheckboxField
          name="consentScrape"
          checked={form.values.consentScrape}
          onChange={(checked) => form.set('consentScrape', checked)}
          error={form.errors.consentScrape}
        >
          I allow DealSphere to read my site&apos;s products and offers.
        </CheckboxField>
        <SubmitButton busy={form.pending}>Give permission</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
