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
import { fill, translatedSchema, type SiteTexts } from './site-texts.ts';

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
  texts: SiteTexts;
}) {
  const { texts } = props;
  const form = useForm({
    schema: translatedSchema(siteUrlSchema, texts),
    initial: {
      storeName: props.saved.storeName ?? '',
      pageSlug: props.saved.pageSlug ?? '',
      externalSiteUrl: props.saved.externalSiteUrl ?? '',
    },
    submit: (data) => postJson<Saved>('/api/merchant/preferences/upsert', data),
    successText: texts['merchantSite.msg.siteUrlSaved'],
    failureText: texts['merchantSite.msg.uploadFailed'],
    onSuccess: (answer) => props.onSaved(answer.preferences),
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={texts['merchantSite.site.storeUrl']}
    >
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <TextField
          label={texts['merchantSite.form.storeName']}
          autoComplete="organization"
          maxLength={SITE_TEXT_LIMITS.storeName}
          required
          {...form.field('storeName')}
        />
        <TextField
          label={texts['merchantSite.form.pageSlug']}
          hint={fill(texts['merchantSite.form.pageSlugHint'], PAGE_SLUG_LENGTH)}
          maxLength={PAGE_SLUG_LENGTH.max}
          required
          {...form.field('pageSlug')}
          onChange={(value) => form.set('pageSlug', value.toLowerCase())}
        />
        <TextField
          label={texts['merchantSite.form.siteUrl']}
          type="url"
          autoComplete="url"
          hint={texts['merchant.form.urlHint']}
          maxLength={URL_MAX_LENGTH}
          required
          {...form.field('externalSiteUrl')}
        />
        <SubmitButton busy={form.pending}>{texts['merchantSite.form.saveUrl']}</SubmitButton>
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
  texts: SiteTexts;
}) {
  const { texts } = props;
  const form = useForm({
    schema: translatedSchema(permissionSchema, texts),
    initial: { notes: props.saved.notes ?? '', consentScrape: props.saved.consentScrape },
    submit: (data) => postJson<Saved>('/api/merchant/preferences/upsert', data),
    successText: texts['merchantSite.msg.permissionSaved'],
    failureText: texts['merchantSite.msg.permissionFailed'],
    onSuccess: (answer) => props.onSaved(answer.preferences),
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={texts['merchantSite.site.scrapePermission']}
    >
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <p className="site-creation__note">
          {fill(texts['merchantSite.form.permissionNote'], {
            site: props.saved.externalSiteUrl ?? texts['merchantSite.form.yourSite'],
          })}
        </p>
        <TextAreaField
          label={texts['merchantSite.form.notes']}
          name="notes"
          value={form.values.notes}
          maxLength={SITE_TEXT_LIMITS.notes}
          hint={texts['merchantSite.form.notesHint']}
          onChange={(value) => form.set('notes', value)}
          error={form.errors.notes}
        />
        <CheckboxField
          name="consentScrape"
          checked={form.values.consentScrape}
          onChange={(checked) => form.set('consentScrape', checked)}
          error={form.errors.consentScrape}
        >
          {texts['merchantSite.form.consent']}
        </CheckboxField>
        <SubmitButton busy={form.pending}>{texts['merchantSite.form.givePermission']}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
