import { useState } from 'react';
import {
  DELETE_CONFIRMATION_WORD,
  forfeitText,
  settingsMessages,
  type AccountSettings,
} from '../../functions/contract/account-settings.ts';
import {
  changeEmailSchema,
  changeMobileSchema,
  changeNameSchema,
  changePasswordSchema,
} from '../../functions/contract/account-settings-schemas.ts';
import type { PayoutMethodAnswer } from '../../functions/contract/payouts.ts';
import { deleteMyAccount, MY_DATA_PATH, putAccountSetting, type ApiFailure } from '../lib/api.ts';
import { signOutEverywhere } from '../stores/profile.ts';
import { EmailPreferencesForm } from './account/EmailPreferencesForm.tsx';
import { FormStatus, MobileField, SubmitButton, TextField } from './forms/fields.tsx';
import { navigateSoon } from './forms/navigate.ts';
import { ruleSchema, useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import type { PayoutMethodTexts } from './payouts/PayoutMethodForm.tsx';
import { PayoutMethodSettings } from './payouts/PayoutMethodSettings.tsx';

/**
 * The Settings tab's forms (issue 13) for users and merchants alike: name, mobile, email, password,
 * sign out everywhere, and the data rights (download, delete). Each form is its own useForm, so one
 * failing leaves the others as they were. The page renders the current values on the server.
 */
type Saved = { message: string; settings?: AccountSettings };
const failureText = (failure: ApiFailure | null) =>
  failure ? (failure.message ?? settingsMessages.failed) : settingsMessages.noConnection;

export default function AccountSettingsForms({
  settings: initial,
  payoutMethod,
  payoutTexts,
  locale = 'en',
}: {
  settings: AccountSettings;
  /** A shopper's payout method (issue 22 item 4): its section shows only with it. */
  payoutMethod?: PayoutMethodAnswer | undefined;
  /** The payout method section's texts in the page's language (issue 26), with the method. */
  payoutTexts?: PayoutMethodTexts | undefined;
  locale?: Locale;
}) {
  const [settings, setSettings] = useState(initial);
  const hydrated = useHydrated();
  const update = (saved: Saved) => {
    if (saved.settings) setSettings(saved.settings);
  };
  return (
    <div className="settings">
      <NameForm settings={settings} hydrated={hydrated} onSaved={update} />
      <MobileForm settings={settings} hydrated={hydrated} onSaved={update} />
      <EmailForm settings={settings} hydrated={hydrated} onSaved={update} />
      <PasswordForm settings={settings} hydrated={hydrated} />
      {payoutMethod && payoutTexts && (
        <PayoutMethodSettings
          initial={payoutMethod}
          hydrated={hydrated}
          locale={locale}
          texts={payoutTexts}
        />
      )}
      {settings.role === 'user' && (
        <EmailPreferencesForm initial={settings.emailPreferences} hydrated={hydrated} />
      )}
      <section className="settings__section" aria-labelledby="settings-sessions">
        <h3 id="settings-sessions">Sign out everywhere</h3>
        <p>Ends every session of your account, on this device and every other one (a lost phone too).</p>
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => void signOutEverywhere()}
        >
          Sign out everywhere
        </button>
      </section>
      <section className="settings__section" aria-labelledby="settings-data">
        <h3 id="settings-data">Your data</h3>
        <p>
          Under India&rsquo;s Digital Personal Data Protection Act 2023 you may download the data we hold
          about you and delete your account.
        </p>
        <p>
          <a className="button" href={MY_DATA_PATH} download>
            Download my data
          </a>
        </p>
        {settings.canDelete ? (
          <DeleteForm settings={settings} hydrated={hydrated} />
        ) : (
          <p data-testid="admin-cannot-delete">{settingsMessages.adminCannotDelete}</p>
        )}
      </section>
    </div>
  );
}

interface FormProps {
  settings: AccountSettings;
  hydrated: boolean;
  onSaved?: (saved: Saved) => void;
}

function NameForm({ settings, hydrated, onSaved }: FormProps) {
  const form = useForm({
    schema: changeNameSchema,
    initial: { name: settings.name },
    submit: (data) => putAccountSetting<Saved>('name', data),
    successText: (saved) => saved.message,
    failureText,
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-name">
      <h3 id="settings-name">Name</h3>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-name">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={settings.role === 'merchant' ? 'Business name' : 'Name'}
            autoComplete={settings.role === 'merchant' ? 'organization' : 'name'}
            hint={`You sign in as ${settings.username}; that does not change.`}
            required
            {...form.field('name')}
          />
          <SubmitButton busy={form.pending}>Save name</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function MobileForm({ settings, hydrated, onSaved }: FormProps) {
  const form = useForm({
    schema: changeMobileSchema,
    initial: { mobile: settings.mobile ?? '' },
    submit: (data) => putAccountSetting<Saved>('mobile', data),
    successText: (saved) => saved.message,
    failureText,
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-mobile">
      <h3 id="settings-mobile">Mobile number</h3>
      <p data-testid="settings-mobile">
        {settings.mobile ? `Your number: ${settings.mobile}` : 'No mobile number saved yet.'}
      </p>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-mobile">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <MobileField {...form.field('mobile')} />
          <SubmitButton busy={form.pending}>Save mobile number</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function EmailForm({ settings, hydrated, onSaved }: FormProps) {
  const schema = settings.hasPassword
    ? changeEmailSchema.refine((body) => body.currentPassword !== '', {
        message: settingsMessages.currentPasswordRequired,
        path: ['currentPassword'],
      })
    : changeEmailSchema;
  const form = useForm({
    schema,
    initial: { email: '', currentPassword: '' },
    submit: (data) => putAccountSetting<Saved>('email', data),
    successText: (saved) => saved.message,
    failureText,
    resetOnSuccess: true,
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-email">
      <h3 id="settings-email">Email address</h3>
      <p data-testid="settings-email">
        {settings.email ? `Your address: ${settings.email}` : 'No email address saved yet.'}
        {settings.email && !settings.isEmailConfirmed
          ? ' (not verified yet: open the link we sent to it)'
          : ''}
      </p>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-email">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label="New email address"
            type="email"
            autoComplete="email"
            hint="We send a link to the new address; until you open it you cannot reveal codes, review or earn."
            required
            {...form.field('email')}
          />
          {settings.hasPassword && (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
          )}
          <SubmitButton busy={form.pending}>Change email</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function PasswordForm({ settings, hydrated }: FormProps) {
  const form = useForm({
    schema: changePasswordSchema,
    initial: { currentPassword: '', newPassword: '' },
    liveFields: ['newPassword'],
    submit: (data) => putAccountSetting<Saved>('password', data),
    successText: (saved) => saved.message,
    failureText,
    resetOnSuccess: true,
  });
  return (
    <section className="settings__section" aria-labelledby="settings-password">
      <h3 id="settings-password">Password</h3>
      {!settings.hasPassword ? (
        <p data-testid="settings-no-password">{settingsMessages.noPassword}</p>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={form.onSubmit}
          aria-labelledby="settings-password"
        >
          <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters. Your other devices are signed out when it changes."
              required
              {...form.field('newPassword')}
            />
            <SubmitButton busy={form.pending}>Change password</SubmitButton>
          </fieldset>
          <FormStatus status={form.status} />
        </form>
      )}
    </section>
  );
}

function DeleteForm({ settings, hydrated }: FormProps) {
  const withPassword = settings.hasPassword;
  // Said before the password is asked for, so nobody gives up money without reading how much.
  const forfeit = forfeitText(settings.cashback);
  const form = useForm({
    schema: ruleSchema((values: { password: string; confirm: string }) =>
      withPassword
        ? { password: values.password ? undefined : settingsMessages.currentPasswordRequired }
        : {
            confirm:
              values.confirm.trim() === DELETE_CONFIRMATION_WORD ? undefined : settingsMessages.confirmDelete,
          },
    ),
    initial: { password: '', confirm: '' },
    submit: (data) =>
      deleteMyAccount<Saved>(withPassword ? { password: data.password } : { confirm: data.confirm.trim() }),
    successText: (saved) => saved.message,
    failureText,
    onSuccess: () => navigateSoon('/'),
    leavesPage: true,
  });
  return (
    <form
      className="account-form settings__danger"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="settings-delete"
    >
      <h4 id="settings-delete">Delete my account</h4>
      <p>
        Your name, email, mobile number, details, reviews and claims are erased and you are signed out
        everywhere. Records of sales, cashback and payments stay, without your name, so that money records
        stay whole.
        {settings.role === 'merchant' ? ' Your storefront, coupons and products go offline.' : ''} This cannot
        be undone.
      </p>
      {forfeit ? (
        <p className="settings__forfeit" data-testid="settings-forfeit">
          <strong>{forfeit}</strong> {settingsMessages.forfeitNotPaid}
        </p>
      ) : null}
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        {withPassword ? (
          <TextField
            label="Your password, to confirm"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
        ) : (
          <TextField
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            autoComplete="off"
            required
            {...form.field('confirm')}
          />
        )}
        <SubmitButton busy={form.pending}>Delete my account</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
