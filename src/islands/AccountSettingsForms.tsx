import { useState } from 'react';
import {
  DELETE_CONFIRMATION_WORD,
  forfeitText,
  settingsMessages,
  type AccountSettings,
} from '../../functions/contract/account-settings.ts';
import { formatPaise } from '../../functions/contract/money.ts';
import type { MessageKey } from '../../functions/contract/i18n/translate.ts';
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
import { ruleSchema, useForm, type FormSchema } from './forms/use-form.ts';
import { fill, FormLanguage, textGetters, translateMessage, type FormTexts } from './forms/texts.tsx';
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

/** The page's words (issue 26): `tx(key, english)`, and `msg(english)` for the contract's messages. */
interface Words {
  tx: (key: MessageKey, english: string) => string;
  msg: (english: string) => string;
  texts: FormTexts;
}

function wordsOf(texts: FormTexts): Words {
  const { tx } = textGetters(texts);
  const msg = (english: string) => translateMessage(texts, english);
  return { tx, msg, texts };
}

/** A schema whose field messages come out in the page's language (English: the schema itself). */
function spoken<D>(schema: FormSchema<D>, words: Words): FormSchema<D> {
  if (Object.keys(words.texts).length === 0) return schema;
  return {
    safeParse(values) {
      const result = schema.safeParse(values);
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({ ...issue, message: words.msg(issue.message) }));
      return { success: false, error: { issues } };
    },
  };
}

const failureTextIn = (words: Words) => (failure: ApiFailure | null) =>
  failure ? words.msg(failure.message ?? settingsMessages.failed) : words.msg(settingsMessages.noConnection);

export default function AccountSettingsForms({
  settings: initial,
  payoutMethod,
  payoutTexts,
  locale = 'en',
  texts = {},
}: {
  settings: AccountSettings;
  /** A shopper's payout method (issue 22 item 4): its section shows only with it. */
  payoutMethod?: PayoutMethodAnswer | undefined;
  /** The payout method section's texts in the page's language (issue 26), with the method. */
  payoutTexts?: PayoutMethodTexts | undefined;
  locale?: Locale;
  /** The forms' texts in the page's language (src/lib/shopper-texts.ts); none in English. */
  texts?: FormTexts;
}) {
  const [settings, setSettings] = useState(initial);
  const hydrated = useHydrated();
  const words = wordsOf(texts);
  const { tx } = words;
  const update = (saved: Saved) => {
    if (saved.settings) setSettings(saved.settings);
  };
  return (
    <FormLanguage locale={locale} texts={texts}>
      <div className="settings">
        <NameForm settings={settings} hydrated={hydrated} onSaved={update} words={words} />
        <MobileForm settings={settings} hydrated={hydrated} onSaved={update} words={words} />
        <EmailForm settings={settings} hydrated={hydrated} onSaved={update} words={words} />
        <PasswordForm settings={settings} hydrated={hydrated} words={words} />
        {payoutMethod && payoutTexts && (
          <PayoutMethodSettings
            initial={payoutMethod}
            hydrated={hydrated}
            locale={locale}
            texts={payoutTexts}
          />
        )}
        {settings.role === 'user' && (
          <EmailPreferencesForm initial={settings.emailPreferences} hydrated={hydrated} texts={texts} />
        )}
        <section className="settings__section" aria-labelledby="settings-sessions">
          <h3 id="settings-sessions">{tx('shopper.settings.signOutEverywhere', 'Sign out everywhere')}</h3>
          <p>
            {tx(
              'shopper.settings.signOutIntro',
              'Ends every session of your account, on this device and every other one (a lost phone too).',
            )}
          </p>
          <button
            type="button"
            className="button"
            disabled={!hydrated}
            onClick={() => void signOutEverywhere()}
          >
            {tx('shopper.settings.signOutEverywhere', 'Sign out everywhere')}
          </button>
        </section>
        <section className="settings__section" aria-labelledby="settings-data">
          <h3 id="settings-data">{tx('shopper.settings.dataHeading', 'Your data')}</h3>
          <p>
            {tx(
              'shopper.settings.dataIntro',
              'Under India\u2019s Digital Personal Data Protection Act 2023 you may download the data we hold about you and delete your account.',
            )}
          </p>
          <p>
            <a className="button" href={MY_DATA_PATH} download>
              {tx('shopper.settings.downloadData', 'Download my data')}
            </a>
          </p>
          {settings.canDelete ? (
            <DeleteForm settings={settings} hydrated={hydrated} words={words} />
          ) : (
            <p data-testid="admin-cannot-delete">{settingsMessages.adminCannotDelete}</p>
          )}
        </section>
      </div>
    </FormLanguage>
  );
}

interface FormProps {
  settings: AccountSettings;
  hydrated: boolean;
  onSaved?: (saved: Saved) => void;
  words: Words;
}

function NameForm({ settings, hydrated, onSaved, words }: FormProps) {
  const { tx, msg } = words;
  const form = useForm({
    schema: spoken(changeNameSchema, words),
    initial: { name: settings.name },
    submit: (data) => putAccountSetting<Saved>('name', data),
    successText: (saved) => msg(saved.message),
    failureText: failureTextIn(words),
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-name">
      <h3 id="settings-name">{tx('shopper.settings.nameHeading', 'Name')}</h3>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-name">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={
              settings.role === 'merchant'
                ? tx('shopper.settings.businessNameLabel', 'Business name')
                : tx('shopper.settings.nameLabel', 'Name')
            }
            autoComplete={settings.role === 'merchant' ? 'organization' : 'name'}
            hint={fill(tx('shopper.settings.nameHint', 'You sign in as {username}; that does not change.'), {
              username: settings.username,
            })}
            required
            {...form.field('name')}
          />
          <SubmitButton busy={form.pending}>{tx('shopper.settings.saveName', 'Save name')}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function MobileForm({ settings, hydrated, onSaved, words }: FormProps) {
  const { tx, msg } = words;
  const form = useForm({
    schema: spoken(changeMobileSchema, words),
    initial: { mobile: settings.mobile ?? '' },
    submit: (data) => putAccountSetting<Saved>('mobile', data),
    successText: (saved) => msg(saved.message),
    failureText: failureTextIn(words),
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-mobile">
      <h3 id="settings-mobile">{tx('shopper.settings.mobileHeading', 'Mobile number')}</h3>
      <p data-testid="settings-mobile">
        {settings.mobile
          ? fill(tx('shopper.settings.yourNumber', 'Your number: {mobile}'), { mobile: settings.mobile })
          : tx('shopper.settings.noMobile', 'No mobile number saved yet.')}
      </p>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-mobile">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <MobileField {...form.field('mobile')} />
          <SubmitButton busy={form.pending}>
            {tx('shopper.settings.saveMobile', 'Save mobile number')}
          </SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function EmailForm({ settings, hydrated, onSaved, words }: FormProps) {
  const { tx, msg } = words;
  const schema = settings.hasPassword
    ? changeEmailSchema.refine((body) => body.currentPassword !== '', {
        message: settingsMessages.currentPasswordRequired,
        path: ['currentPassword'],
      })
    : changeEmailSchema;
  const form = useForm({
    schema: spoken(schema, words),
    initial: { email: '', currentPassword: '' },
    submit: (data) => putAccountSetting<Saved>('email', data),
    successText: (saved) => msg(saved.message),
    failureText: failureTextIn(words),
    resetOnSuccess: true,
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-email">
      <h3 id="settings-email">{tx('shopper.settings.emailHeading', 'Email address')}</h3>
      <p data-testid="settings-email">
        {settings.email
          ? fill(tx('shopper.settings.yourAddress', 'Your address: {email}'), { email: settings.email })
          : tx('shopper.settings.noEmail', 'No email address saved yet.')}
        {settings.email && !settings.isEmailConfirmed
          ? ` ${tx('shopper.settings.notVerified', '(not verified yet: open the link we sent to it)')}`
          : ''}
      </p>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="settings-email">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={tx('shopper.settings.newEmailLabel', 'New email address')}
            type="email"
            autoComplete="email"
            hint={tx(
              'shopper.settings.newEmailHint',
              'We send a link to the new address; until you open it you cannot reveal codes, review or earn.',
            )}
            required
            {...form.field('email')}
          />
          {settings.hasPassword && (
            <TextField
              label={tx('shopper.settings.currentPassword', 'Current password')}
              type="password"
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
          )}
          <SubmitButton busy={form.pending}>
            {tx('shopper.settings.changeEmail', 'Change email')}
          </SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}

function PasswordForm({ settings, hydrated, words }: FormProps) {
  const { tx, msg } = words;
  const form = useForm({
    schema: spoken(changePasswordSchema, words),
    initial: { currentPassword: '', newPassword: '' },
    liveFields: ['newPassword'],
    submit: (data) => putAccountSetting<Saved>('password', data),
    successText: (saved) => msg(saved.message),
    failureText: failureTextIn(words),
    resetOnSuccess: true,
  });
  return (
    <section className="settings__section" aria-labelledby="settings-password">
      <h3 id="settings-password">{tx('shopper.settings.passwordHeading', 'Password')}</h3>
      {!settings.hasPassword ? (
        <p data-testid="settings-no-password">{msg(settingsMessages.noPassword)}</p>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={form.onSubmit}
          aria-labelledby="settings-password"
        >
          <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
            <TextField
              label={tx('shopper.settings.currentPassword', 'Current password')}
              type="password"
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
            <TextField
              label={tx('shopper.settings.newPassword', 'New password')}
              type="password"
              autoComplete="new-password"
              hint={tx(
                'shopper.settings.newPasswordHint',
                'At least 8 characters. Your other devices are signed out when it changes.',
              )}
              required
              {...form.field('newPassword')}
            />
            <SubmitButton busy={form.pending}>
              {tx('shopper.settings.changePassword', 'Change password')}
            </SubmitButton>
          </fieldset>
          <FormStatus status={form.status} />
        </form>
      )}
    </section>
  );
}

function DeleteForm({ settings, hydrated, words }: FormProps) {
  const { tx, msg } = words;
  const withPassword = settings.hasPassword;
  // Said before the password is asked for, so nobody gives up money without reading how much.
  const { pendingPaise, confirmedPaise } = settings.cashback;
  const forfeitIn = words.texts['shopper.settings.forfeit'];
  const forfeit =
    forfeitIn && pendingPaise + confirmedPaise > 0
      ? fill(forfeitIn, {
          total: formatPaise(pendingPaise + confirmedPaise),
          pending: formatPaise(pendingPaise),
          confirmed: formatPaise(confirmedPaise),
        })
      : forfeitText(settings.cashback);
  const form = useForm({
    schema: ruleSchema((values: { password: string; confirm: string }) =>
      withPassword
        ? { password: values.password ? undefined : msg(settingsMessages.currentPasswordRequired) }
        : {
            confirm:
              values.confirm.trim() === DELETE_CONFIRMATION_WORD
                ? undefined
                : msg(settingsMessages.confirmDelete),
          },
    ),
    initial: { password: '', confirm: '' },
    submit: (data) =>
      deleteMyAccount<Saved>(withPassword ? { password: data.password } : { confirm: data.confirm.trim() }),
    successText: (saved) => msg(saved.message),
    failureText: failureTextIn(words),
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
      <h4 id="settings-delete">{tx('shopper.settings.deleteAccount', 'Delete my account')}</h4>
      <p>
        {tx(
          'shopper.settings.deleteIntro',
          'Your name, email, mobile number, details, reviews and claims are erased and you are signed out everywhere. Records of sales, cashback and payments stay, without your name, so that money records stay whole.',
        )}
        {settings.role === 'merchant'
          ? ` ${tx('shopper.settings.deleteMerchantOffline', 'Your storefront, coupons and products go offline.')}`
          : ''}
        {` ${tx('shopper.settings.deleteCannotUndo', 'This cannot be undone.')}`}
      </p>
      {forfeit ? (
        <p className="settings__forfeit" data-testid="settings-forfeit">
          <strong>{forfeit}</strong> {msg(settingsMessages.forfeitNotPaid)}
        </p>
      ) : null}
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        {withPassword ? (
          <TextField
            label={tx('shopper.settings.passwordToConfirm', 'Your password, to confirm')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
        ) : (
          <TextField
            label={fill(tx('shopper.settings.typeToConfirm', 'Type {word} to confirm'), {
              word: DELETE_CONFIRMATION_WORD,
            })}
            autoComplete="off"
            required
            {...form.field('confirm')}
          />
        )}
        <SubmitButton busy={form.pending}>
          {tx('shopper.settings.deleteAccount', 'Delete my account')}
        </SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
