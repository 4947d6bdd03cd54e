import { useEffect, useId, useRef, useState } from 'react';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import {
  POSTBACK_HEADERS,
  POSTBACK_PATH,
  postbackCurlExample,
  postbackExampleBody,
  postbackMessages,
  postbackNodeExample,
  postbackTexts,
  secretMadeOnText,
  type CreatedPostbackSecret,
  type PostbackSecretStatus,
} from '../../../functions/contract/postback.ts';
import { getJson, postJson } from '../../lib/api.ts';
import './postback-settings.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; secret: PostbackSecretStatus };

/**
 * The merchant dashboard's "Sales postback" (issue 22 item 3): how to sign and send a sale from the
 * merchant's server (headers, body, a curl and a Node.js example to copy), and the secret: created or
 * rotated (after a confirmation: the old one stops at once) and shown ONCE, with a copy button.
 */
export default function PostbackSettings() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [created, setCreated] = useState<CreatedPostbackSecret | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const secretRef = useRef<HTMLElement>(null);

  useEffect(() => {
    getJson<PostbackSecretStatus>('/api/merchant/postback-secret')
      .then((secret) => setLoad({ status: 'ready', secret }))
      .catch(() => setLoad({ status: 'failed' }));
  }, []);

  useEffect(() => {
    if (created) secretRef.current?.focus();
  }, [created]);

  const secret = load.status === 'ready' ? load.secret : null;
  const merchantId = secret?.merchantId ?? 'your-merchant-id';
  // The site's own address, once loaded in the browser (the server's first render has no window).
  const origin = load.status === 'loading' ? 'https://your-dealsphere-site' : window.location.origin;

  const makeSecret = async () => {
    if (secret?.exists && !window.confirm(postbackMessages.rotateConfirm)) return;
    setBusy(true);
    setMessage('');
    try {
      const result = await postJson<CreatedPostbackSecret>('/api/merchant/postback-secret');
      if (!result.ok) {
        setMessage(result.message ?? postbackMessages.secretFailed);
        return;
      }
      setMessage(secret?.exists ? postbackMessages.secretRotated : postbackMessages.secretCreated);
      setCreated(result.data);
      setLoad({
        status: 'ready',
        secret: { exists: true, createdAt: result.data.createdAt, merchantId: result.data.merchantId },
      });
    } catch {
      setMessage(postbackMessages.secretFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="postback" aria-labelledby="postback-title" data-testid="postback-section">
      <h3 id="postback-title">{postbackTexts.heading}</h3>
      <p>{postbackTexts.intro}</p>
      <p>
        <code>POST {origin + POSTBACK_PATH}</code>
      </p>

      <h4>{postbackTexts.headersHeading}</h4>
      <dl className="postback__headers">
        <dt>
          <code>{POSTBACK_HEADERS.merchant}</code>
        </dt>
        <dd>
          {postbackTexts.merchantHeader}
          {secret && (
            <>
              : <code data-testid="postback-merchant-id">{secret.merchantId}</code>
            </>
          )}
        </dd>
        <dt>
          <code>{POSTBACK_HEADERS.timestamp}</code>
        </dt>
        <dd>{postbackTexts.timestampHeader}</dd>
        <dt>
          <code>{POSTBACK_HEADERS.signature}</code>
        </dt>
        <dd>{postbackTexts.signatureHeader}</dd>
      </dl>

      <h4>{postbackTexts.bodyHeading}</h4>
      <p>{postbackTexts.bodyFields}</p>
      <CodeBlock label={postbackTexts.bodyHeading} code={postbackExampleBody(1764070000)} />
      <p>{postbackTexts.answers}</p>

      <h4>{postbackTexts.curlHeading}</h4>
      <CodeBlock label={postbackTexts.curlHeading} code={postbackCurlExample(origin, merchantId)} />
      <h4>{postbackTexts.nodeHeading}</h4>
      <CodeBlock label={postbackTexts.nodeHeading} code={postbackNodeExample(origin, merchantId)} />

      <h4>{postbackTexts.secretHeading}</h4>
      {load.status === 'loading' && <p>{postbackMessages.loading}</p>}
      {load.status === 'failed' && <p role="alert">{postbackMessages.statusFailed}</p>}
      {secret && (
        <p data-testid="postback-secret-status">
          {secret.exists && secret.createdAt
            ? secretMadeOnText(formatIndiaDate(secret.createdAt))
            : postbackMessages.noSecret}
        </p>
      )}
      {created && (
        <div className="postback__secret" data-testid="postback-secret">
          <p className="postback__warning">
            <strong>{postbackMessages.secretShownOnce}</strong>
          </p>
          <code className="postback__secret-value" ref={secretRef} tabIndex={-1}>
            {created.secret}
          </code>
          <CopyButton text={created.secret} label={postbackTexts.copySecret} />
        </div>
      )}
      {secret && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void makeSecret()}
          disabled={busy}
        >
          {secret.exists ? postbackTexts.rotateSecret : postbackTexts.createSecret}
        </button>
      )}
      <p className="postback__message" role="status">
        {message}
      </p>
    </section>
  );
}

/** A labelled, scrollable, focusable code sample with its own copy button. */
function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <div className="postback__code">
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={`${postbackTexts.copy}: ${label}`} />
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const statusId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    window.setTimeout(() => setCopied('idle'), 2000);
  };
  return (
    <span className="postback__copy">
      <button type="button" className="button" onClick={() => void copy()} aria-describedby={statusId}>
        {label}
      </button>
      <span id={statusId} role="status">
        {copied === 'copied'
          ? postbackMessages.copied
          : copied === 'failed'
            ? postbackMessages.copyFailed
            : ''}
      </span>
    </span>
  );
}
