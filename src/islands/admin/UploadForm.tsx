import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import {
  acceptFor,
  checkUploadFile,
  IMAGE_CONTENT_TYPES,
  webUrlProblem,
  parseSlotId,
  SITE_IMAGE_RULES,
  UPLOAD_RULES,
  URL_MAX_LENGTH,
} from '../../../functions/contract/rules.ts';
import { toFormData, upload, type ApiFailure } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { FileField, SelectField } from '../forms/more-fields.tsx';
import type { ImageUploadTexts } from '../../lib/admin-money-texts.ts';
import type { UploadSectionConfig } from './types.ts';

const IMAGE_TYPES: readonly string[] = IMAGE_CONTENT_TYPES;

interface UploadValues extends Record<string, unknown> {
  file: File | null;
  url: string;
  select: string;
  slot: string;
  /** The chosen file when the browser could not decode it as an image (the server would refuse it too). */
  unreadable: File | null;
}

const EMPTY: UploadValues = { file: null, url: '', select: '', slot: '', unreadable: null };

/**
 * One admin upload form (spec sections 3, 5, 7 and 8): the same checks as the server before anything is
 * sent (rules.ts), a preview of the chosen file, progress while sending, and the spec's success and
 * failure texts.
 */
export function UploadForm({
  config,
  hydrated,
  texts,
  onUploaded,
}: {
  config: UploadSectionConfig;
  hydrated: boolean;
  texts: ImageUploadTexts;
  onUploaded: () => void;
}) {
  const { messages } = config;
  const uploadKind = SITE_IMAGE_RULES[config.list.kind].upload;
  const allowVideo = UPLOAD_RULES[uploadKind].allowVideo;
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // What is missing is named first, alone (the form's one spec message); then what is wrong, in the
  // order slot, URL, file, whose first message is also the status line.
  const schema = ruleSchema<UploadValues>((values) => {
    const missing = {
      file: values.file ? undefined : messages.missing,
      url: config.urlRequired && !values.url.trim() ? messages.missing : undefined,
      select: config.select && !values.select ? messages.missing : undefined,
    };
    if (missing.file || missing.url || missing.select) return missing;
    const file = values.file!;
    return {
      slot: config.slot && parseSlotId(values.slot) === null ? config.slot.message : undefined,
      url: values.url.trim() ? (webUrlProblem(values.url) ?? undefined) : undefined,
      file:
        checkUploadFile({ size: file.size, type: file.type || null }, uploadKind) ??
        (values.unreadable === file ? texts['adminMoney.upload.unreadable'] : undefined),
    };
  });

  const failureText = (response: ApiFailure | null) => {
    if (messages.failureMode === 'prefix') {
      if (!response) return messages.noResponse;
      return messages.failure + (response.message ?? `HTTP ${response.status}`);
    }
    if (messages.failureMode === 'console') {
      console.error(`${config.heading} failed:`, response ?? 'no response from the server');
    }
    return messages.failure;
  };

  const form = useForm({
    schema,
    initial: EMPTY,
    statusOnInvalid: true,
    submit: (values, { onProgress }) => {
      const query = config.select?.query
        ? `?${config.select.query}=${encodeURIComponent(values.select)}`
        : '';
      const body = toFormData({
        [config.fileField]: values.file,
        [config.urlField]: values.url.trim(),
        ...(config.select ? { [config.select.name]: values.select } : {}),
        ...(config.slot ? { [config.slot.name]: values.slot.trim() } : {}),
        ...config.fixed,
      });
      return upload(config.endpoint + query, body, onProgress);
    },
    successText: messages.success,
    failureText,
    serverFields: {
      [config.fileField]: 'file',
      [config.urlField]: 'url',
      ...(config.select ? { [config.select.name]: 'select' as const } : {}),
      ...(config.slot ? { [config.slot.name]: 'slot' as const } : {}),
    },
    resetOnSuccess: true,
    onSuccess: () => {
      clearPreview();
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    },
  });
  const file = form.values.file;
  const isVideo = file ? file.type.startsWith('video/') : false;

  // The chosen image's preview: an object URL, revoked when another file is chosen or the form goes
  // away. It is shown only once the browser has decoded the file, so a broken image is caught here
  // (the server would refuse it too) and never loaded. Videos are not previewed: the site's CSP keeps
  // blob: out of media-src.
  const previewRef = useRef<string | null>(null);
  function clearPreview() {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    setPreview(null);
  }
  const choose = (chosen: File | null) => {
    clearPreview();
    form.set('file', chosen);
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
        form.set('unreadable', chosen);
        form.showErrors({ file: texts['adminMoney.upload.unreadable'] });
      },
    );
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const busy = form.pending;
  return (
    <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label={config.heading}>
      <fieldset className="account-form__fields" disabled={!hydrated || busy}>
        <FileField
          label={config.fileLabel}
          name={config.fileField}
          accept={acceptFor(uploadKind)}
          ref={fileInput}
          required
          onChange={choose}
          hint={texts[allowVideo ? 'adminMoney.upload.hintImageOrVideo' : 'adminMoney.upload.hintImage']}
          error={form.errors.file}
        />
        {file && form.values.unreadable !== file && (
          <div className="admin-preview">
            {preview ? (
              <img src={preview} alt={fill(texts['adminMoney.upload.previewOf'], { name: file.name })} />
            ) : !isVideo && IMAGE_TYPES.includes(file.type) ? (
              <p className="admin-preview__name">
                {fill(texts['adminMoney.upload.preparingPreview'], { name: file.name })}
              </p>
            ) : (
              <p className="admin-preview__name">
                {fill(texts[isVideo ? 'adminMoney.upload.chosenVideo' : 'adminMoney.upload.chosenFile'], {
                  name: file.name,
                })}
              </p>
            )}
          </div>
        )}
        {config.select && (
          <SelectField
            label={config.select.label}
            name={config.select.name}
            value={form.values.select}
            placeholder={config.select.placeholder}
            options={config.select.options}
            required
            onChange={(value) => form.set('select', value)}
            error={form.errors.select}
          />
        )}
        {config.slot && (
          <TextField
            label={config.slot.label}
            name={config.slot.name}
            value={form.values.slot}
            inputMode="numeric"
            required
            maxLength={2}
            hint={fill(texts['adminMoney.upload.slotHint'], { min: config.slot.min, max: config.slot.max })}
            onChange={(value) => form.set('slot', value)}
            error={form.errors.slot}
          />
        )}
        <TextField
          label={texts['adminMoney.upload.urlLabel']}
          name={config.urlField}
          type="url"
          value={form.values.url}
          autoComplete="url"
          required={config.urlRequired}
          maxLength={URL_MAX_LENGTH}
          hint={texts[config.urlRequired ? 'adminMoney.upload.urlHint' : 'adminMoney.upload.urlHintOptional']}
          onChange={(value) => form.set('url', value)}
          error={form.errors.url}
        />
        <SubmitButton busy={busy}>
          {busy ? texts['adminMoney.upload.uploading'] : texts['adminMoney.upload.upload']}
        </SubmitButton>
        {busy && (
          <div className="admin-progress">
            <progress
              max={100}
              value={form.progress ?? 0}
              aria-label={texts['adminMoney.upload.progressLabel']}
            />
            <span>{fill(texts['adminMoney.upload.progress'], { percent: form.progress ?? 0 })}</span>
          </div>
        )}
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
