import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { messages as commonMessages } from '../../../functions/contract/messages.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { NetworkError } from '../forms/post-json.ts';
import type { Status } from '../forms/use-form.ts';
import { FileField, SelectField } from './fields.tsx';
import {
  acceptFor,
  checkUploadFile,
  IMAGE_CONTENT_TYPES,
  isWebAddress,
  parseSlotId,
  SITE_IMAGE_RULES,
  UPLOAD_RULES,
  URL_MAX_LENGTH,
} from '../../../functions/contract/rules.ts';
import { upload } from './request.ts';
import type { UploadSectionConfig } from './types.ts';

const IMAGE_TYPES: readonly string[] = IMAGE_CONTENT_TYPES;

type FieldName = 'file' | 'url' | 'select' | 'slot';
type Errors = Partial<Record<FieldName, string>>;

/**
 * One admin upload form (spec sections 3, 5, 7 and 8): the same checks as the server before anything is
 * sent, a preview of the chosen file, progress while sending, and the spec's success and failure texts.
 */
export function UploadForm({
  config,
  hydrated,
  onUploaded,
}: {
  config: UploadSectionConfig;
  hydrated: boolean;
  onUploaded: () => void;
}) {
  const { messages } = config;
  const uploadKind = SITE_IMAGE_RULES[config.list.kind].upload;
  const allowVideo = UPLOAD_RULES[uploadKind].allowVideo;
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [choice, setChoice] = useState('');
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [missing, setMissing] = useState<FieldName[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const isVideo = file ? file.type.startsWith('video/') : false;

  // The chosen image's preview: an object URL, revoked when another file is chosen or the form goes
  // away. It is shown only once the browser has decoded the file, so a broken image is caught here
  // (the server would refuse it too) and never loaded. Videos are not previewed: the site's CSP keeps
  // blob: out of media-src.
  const previewRef = useRef<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const choose = (chosen: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    setFile(chosen);
    setPreview(null);
    setUnreadable(false);
    if (!chosen || !IMAGE_TYPES.includes(chosen.type)) return;
    createImageBitmap(chosen).then(
      (bitmap) => {
        bitmap.close();
        if (fileInput.current?.files?.[0] !== chosen) return;
        previewRef.current = URL.createObjectURL(chosen);
        setPreview(previewRef.current);
      },
      () => {
        if (fileInput.current?.files?.[0] !== chosen) return;
        setUnreadable(true);
        setErrors((current) => ({ ...current, file: commonMessages.unreadableImage }));
      },
    );
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const fieldError = (name: FieldName) =>
    errors[name] ?? (missing.includes(name) ? messages.missing : undefined);

  const check = (): Errors | null => {
    const absent: FieldName[] = [];
    if (!file) absent.push('file');
    if (config.urlRequired && !url.trim()) absent.push('url');
    if (config.select && !choice) absent.push('select');
    setMissing(absent);
    if (absent.length > 0) return { [absent[0]!]: messages.missing };

    const found: Errors = {};
    if (config.slot && parseSlotId(slot) === null) found.slot = config.slot.message;
    if (url.trim() && !isWebAddress(url)) found.url = messages.invalidUrl;
    if (file) {
      const problem = checkUploadFile({ size: file.size, type: file.type || null }, uploadKind);
      if (problem) found.file = problem;
      else if (unreadable) found.file = commonMessages.unreadableImage;
    }
    return Object.keys(found).length > 0 ? found : null;
  };

  const reset = () => {
    choose(null);
    setUrl('');
    setChoice('');
    setSlot('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const serverFieldErrors = (fields: Record<string, string>): Errors => {
    const names: Record<string, FieldName> = { [config.fileField]: 'file', [config.urlField]: 'url' };
    if (config.select) names[config.select.name] = 'select';
    if (config.slot) names[config.slot.name] = 'slot';
    const mapped: Errors = {};
    for (const [name, text] of Object.entries(fields)) {
      const mine = names[name];
      if (mine) mapped[mine] = text;
    }
    return mapped;
  };

  const failureText = (response: { status: number; message: string | null } | null) => {
    if (messages.failureMode === 'prefix') {
      if (!response) return messages.noResponse;
      return messages.failure + (response.message ?? `HTTP ${response.status}`);
    }
    if (messages.failureMode === 'console') {
      console.error(`${config.heading} failed:`, response ?? 'no response from the server');
    }
    return messages.failure;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const problems = check();
    if (problems) {
      setErrors(problems);
      setStatus({ tone: 'error', text: Object.values(problems)[0] ?? messages.missing });
      return;
    }
    setErrors({});
    setStatus(null);

    const form = new FormData();
    form.append(config.fileField, file!);
    if (url.trim()) form.append(config.urlField, url.trim());
    if (config.select) form.append(config.select.name, choice);
    if (config.slot) form.append(config.slot.name, slot.trim());
    for (const [name, value] of Object.entries(config.fixed ?? {})) form.append(name, value);
    const query = config.select?.query ? `?${config.select.query}=${encodeURIComponent(choice)}` : '';

    setProgress(0);
    try {
      const answer = await upload(config.endpoint + query, form, setProgress);
      if (answer.ok) {
        setStatus({ tone: 'success', text: messages.success });
        reset();
        onUploaded();
      } else {
        setErrors(serverFieldErrors(answer.fields));
        setStatus({ tone: 'error', text: failureText(answer) });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: failureText(null) });
    }
    setProgress(null);
  };

  const busy = progress !== null;
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-label={config.heading}>
      <fieldset className="account-form__fields" disabled={!hydrated || busy}>
        <FileField
          label={config.fileLabel}
          name={config.fileField}
          accept={acceptFor(uploadKind)}
          ref={fileInput}
          required
          onChange={(chosen) => {
            choose(chosen);
            setErrors((current) => ({ ...current, file: undefined }));
            setMissing((current) => current.filter((name) => name !== 'file'));
          }}
          hint={
            allowVideo
              ? 'JPG, PNG, WebP or GIF image, or an MP4 or WebM video.'
              : 'JPG, PNG, WebP or GIF image.'
          }
          error={fieldError('file')}
        />
        {file && !unreadable && (
          <div className="admin-preview">
            {preview ? (
              <img src={preview} alt={`Preview of ${file.name}`} />
            ) : !isVideo && IMAGE_TYPES.includes(file.type) ? (
              <p className="admin-preview__name">Preparing the preview of {file.name}…</p>
            ) : (
              <p className="admin-preview__name">
                {isVideo ? 'Chosen video' : 'Chosen file'}: {file.name}
              </p>
            )}
          </div>
        )}
        {config.select && (
          <SelectField
            label={config.select.label}
            name={config.select.name}
            value={choice}
            placeholder={config.select.placeholder}
            options={config.select.options}
            required
            onChange={(value) => {
              setChoice(value);
              setMissing((current) => current.filter((name) => name !== 'select'));
            }}
            error={fieldError('select')}
          />
        )}
        {config.slot && (
          <TextField
            label={config.slot.label}
            name={config.slot.name}
            value={slot}
            inputMode="numeric"
            required
            maxLength={2}
            hint={`A slot from ${config.slot.min} to ${config.slot.max}.`}
            onChange={setSlot}
            error={fieldError('slot')}
          />
        )}
        <TextField
          label="Merchant URL"
          name={config.urlField}
          type="url"
          value={url}
          autoComplete="url"
          required={config.urlRequired}
          maxLength={URL_MAX_LENGTH}
          hint={
            config.urlRequired
              ? 'https:// is added when left out.'
              : 'Optional. https:// is added when left out.'
          }
          onChange={(value) => {
            setUrl(value);
            setErrors((current) => ({ ...current, url: undefined }));
            setMissing((current) => current.filter((name) => name !== 'url'));
          }}
          error={fieldError('url')}
        />
        <SubmitButton busy={busy}>{busy ? 'Uploading…' : 'Upload'}</SubmitButton>
        {busy && (
          <div className="admin-progress">
            <progress max={100} value={progress} aria-label="Upload progress" />
            <span>Uploading… {progress}%</span>
          </div>
        )}
      </fieldset>
      <FormStatus status={status} />
    </form>
  );
}
