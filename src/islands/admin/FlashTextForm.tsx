import { useEffect, useState } from 'react';
import { isFlashText, TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { FLASH_TEXT_POSITION } from '../../../functions/contract/site-images.ts';
import { getJson, postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { FlashTextTexts } from '../../lib/admin-money-texts.ts';
import './admin.css';

const CURRENT_PATH = `/api/AdminContent/get-Flash-Text?position=${FLASH_TEXT_POSITION}`;

interface Props {
  /** The tab's texts in the page's language (English: the spec's messages). */
  texts: FlashTextTexts;
}

/**
 * The Flash Text tab (spec sections 3, 7 and 8): the scrolling text and whether it shows, sent as JSON
 * to add-or-update-FlashText; the text that is live now is shown above the form.
 */
export default function FlashTextForm({ texts }: Props) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getJson<{ flashText: string | null }>(CURRENT_PATH, { signal: controller.signal, fresh: true })
      .then((body) => setCurrent(body.flashText))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load the flash text:', failure);
      });
    return () => controller.abort();
  }, [refreshKey]);

  const form = useForm({
    schema: ruleSchema(
      (values: { flash_Text: string; isActive: boolean }) => ({
        flash_Text: isFlashText(values.flash_Text) ? undefined : texts['adminMoney.flash.required'],
      }),
      (values) => ({
        flash_Text: values.flash_Text.trim(),
        position: FLASH_TEXT_POSITION,
        isActive: values.isActive,
      }),
    ),
    initial: { flash_Text: '', isActive: true },
    statusOnInvalid: true,
    submit: (data) => postJson('/api/AdminContent/add-or-update-FlashText', data),
    successText: texts['adminMoney.flash.uploaded'],
    // The spec only logs this failure; the admin is told as well.
    failureText: (failure) => failure?.message ?? texts['adminMoney.flash.failed'],
    onFailure: (failure) =>
      console.error(
        'Flash text upload failed:',
        failure ? `${failure.status} ${failure.message}` : 'no response from the server',
      ),
    onSuccess: () => {
      form.set('flash_Text', '');
      setRefreshKey((key) => key + 1);
    },
  });
  const busy = form.pending;

  return (
    <div className="admin-tab">
      <section className="admin-section" aria-labelledby="flash-current-heading">
        <h3 id="flash-current-heading" className="admin-section__heading">
          {texts['adminMoney.flash.liveHeading']}
        </h3>
        {current === undefined ? (
          <p className="admin-muted">{texts['adminMoney.loading']}</p>
        ) : current === null ? (
          <p className="admin-muted">{texts['adminMoney.flash.none']}</p>
        ) : (
          <p className="admin-flash" data-testid="current-flash-text">
            {current}
          </p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="flash-form-heading">
        <h3 id="flash-form-heading" className="admin-section__heading">
          {texts['adminMoney.flash.formHeading']}
        </h3>
        <form
          className="admin-form"
          noValidate
          onSubmit={form.onSubmit}
          aria-label={texts['adminMoney.flash.label']}
        >
          <fieldset className="account-form__fields" disabled={!hydrated || busy}>
            <TextField
              label={texts['adminMoney.flash.label']}
              required
              maxLength={TEXT_LIMITS.flashText}
              hint={texts['adminMoney.flash.hint']}
              {...form.field('flash_Text')}
            />
            <div className="field field--check">
              <input
                id="flash-active"
                type="checkbox"
                name="isActive"
                checked={form.values.isActive}
                onChange={(event) => form.set('isActive', event.target.checked)}
              />
              <label htmlFor="flash-active">{texts['adminMoney.flash.active']}</label>
            </div>
            <SubmitButton busy={busy}>
              {busy ? texts['adminMoney.saving'] : texts['adminMoney.flash.save']}
            </SubmitButton>
          </fieldset>
          <FormStatus status={form.status} />
        </form>
      </section>
    </div>
  );
}
