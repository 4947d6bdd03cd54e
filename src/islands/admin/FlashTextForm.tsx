import { useEffect, useState, type SubmitEvent } from 'react';
import type { siteContentMessages } from '../../../functions/contract/site-content.ts';
import { isFlashText, TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { FLASH_TEXT_POSITION } from '../../../functions/contract/site-images.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { NetworkError, postJson } from '../forms/post-json.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { Status } from '../forms/use-form.ts';
import { getJson } from './request.ts';
import './admin.css';

const CURRENT_PATH = `/api/AdminContent/get-Flash-Text?position=${FLASH_TEXT_POSITION}`;

interface Props {
  messages: Pick<typeof siteContentMessages, 'flashTextUploaded' | 'flashTextRequired'>;
  failedText: string;
}

/**
 * The Flash Text tab (spec sections 3, 7 and 8): the scrolling text and whether it shows, sent as JSON
 * to add-or-update-FlashText; the text that is live now is shown above the form.
 */
export default function FlashTextForm({ messages, failedText }: Props) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [active, setActive] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getJson<{ flashText: string | null }>(CURRENT_PATH, controller.signal)
      .then((body) => setCurrent(body.flashText))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load the flash text:', failure);
      });
    return () => controller.abort();
  }, [refreshKey]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const flashText = text.trim();
    if (!isFlashText(flashText)) {
      setError(messages.flashTextRequired);
      setStatus({ tone: 'error', text: messages.flashTextRequired });
      return;
    }
    setError(undefined);
    setStatus(null);
    setBusy(true);
    try {
      const result = await postJson('/api/AdminContent/add-or-update-FlashText', {
        flash_Text: flashText,
        position: FLASH_TEXT_POSITION,
        isActive: active,
      });
      if (result.ok) {
        setStatus({ tone: 'success', text: messages.flashTextUploaded });
        setText('');
        setRefreshKey((key) => key + 1);
      } else {
        // The spec only logs this failure; the admin is told as well.
        console.error('Flash text upload failed:', result.status, result.message);
        setError(result.fields.flash_Text);
        setStatus({ tone: 'error', text: result.message ?? failedText });
      }
    } catch (failure) {
      if (!(failure instanceof NetworkError)) throw failure;
      console.error('Flash text upload failed: no response from the server');
      setStatus({ tone: 'error', text: failedText });
    }
    setBusy(false);
  };

  return (
    <div className="admin-tab">
      <section className="admin-section" aria-labelledby="flash-current-heading">
        <h3 id="flash-current-heading" className="admin-section__heading">
          Live flash text
        </h3>
        {current === undefined ? (
          <p className="admin-muted">Loading…</p>
        ) : current === null ? (
          <p className="admin-muted">No flash text is showing.</p>
        ) : (
          <p className="admin-flash" data-testid="current-flash-text">
            {current}
          </p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="flash-form-heading">
        <h3 id="flash-form-heading" className="admin-section__heading">
          Update the flash text
        </h3>
        <form className="admin-form" noValidate onSubmit={onSubmit} aria-label="Flash text">
          <fieldset className="account-form__fields" disabled={!hydrated || busy}>
            <TextField
              label="Flash text"
              name="flash_Text"
              value={text}
              required
              maxLength={TEXT_LIMITS.flashText}
              hint="Scrolls across the top of every page."
              onChange={(value) => {
                setText(value);
                if (error && value.trim()) setError(undefined);
              }}
              error={error}
            />
            <div className="field field--check">
              <input
                id="flash-active"
                type="checkbox"
                name="isActive"
                checked={active}
                onChange={(event) => setActive(event.target.checked)}
              />
              <label htmlFor="flash-active">Active</label>
            </div>
            <SubmitButton busy={busy}>{busy ? 'Saving…' : 'Save flash text'}</SubmitButton>
          </fieldset>
          <FormStatus status={status} />
        </form>
      </section>
    </div>
  );
}
