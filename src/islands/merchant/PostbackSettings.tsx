import { useEffect, useId, useRef, useState } from 'react';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { PostbackTexts } from '../../lib/merchant-sales-texts.ts';
import {
  POSTBACK_HEADERS,
  POSTBACK_PATH,
  postbackCurlExample,
  postbackExampleBody,
  postbackNodeExample,
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
export default function PostbackSettings({ texts: T }: { texts: PostbackTexts }) {
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
    if (secret?.exists && !window.confirm(T['merchantSales.postback.rotateConfirm'])) return;
    setBusy(true);
    setMessage('');
    try {
      const result = await postJson<CreatedPostbackSecret>('/api/merchant/postback-secret');
      if (!result.ok) {
        setMessage(result.message ?? T['merchantSales.postback.secretFailed']);
        return;
      }
      setMessage(
        secret?.exists
          ? T['merchantSales.postback.secretRotated']
          : T['merchantSales.postback.secretCreated'],
      );
      setCreated(result.data);
      setLoad({
        status: 'ready',
        secret: { exists: true, createdAt: result.data.createdAt, merchantId: result.data.merchantId },
      });
    } catch {
      setMessage(T['merchantSales.postback.secretFailed']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="postback" aria-labelledby="postback-title" data-testid="postback-section">
      <h3 id="postback-title">{T['merchantSales.postback.heading']}</h3>
      <p>{T['merchantSales.postback.intro']}</p>
      <p>
        <code>POST {origin + POSTBACK_PATH}</code>
      </p>

      <h4>{T['merchantSales.postback.headersHeading']}</h4>
      <dl className="postback__headers">
        <dt>
          <code>{POSTBACK_HEADERS.merchant}</code>
        </dt>
        <dd>
          {T['merchantSales.postback.merchantHeader']}
          {secret && (
            <>
              : <code data-testid="postback-merchant-id">{secret.merchantId}</code>
            </>
          )}
        </dd>
        <dt>
          <code>{POSTBACK_HEADERS.timestamp}</code>
        </dt>
        <dd>{T['merchantSales.postback.timestampHeader']}</dd>
        <dt>
          <code>{POSTBACK_HEADERS.signature}</code>
        </dt>
        <dd>{T['merchantSales.postback.signatureHeader']}</dd>
      </dl>

      <h4>{T['merchantSales.postback.bodyHeading']}</h4>
      <p>{T['merchantSales.postback.bodyFields']}</p>
      <CodeBlock
        label={T['merchantSales.postback.bodyHeading']}
        code={postbackExampleBody(1764070000)}
        T={T}
      />
      <p>{T['merchantSales.postback.answers']}</p>

      <h4>{T['merchantSales.postback.curlHeading']}</h4>
      <CodeBlock
        label={T['merchantSales.postback.curlHeading']}
        code={postbackCurlExample(origin, merchantId)}
        T={T}
      />
      <h4>{T['merchantSales.postback.nodeHeading']}</h4>
      <CodeBlock
        label={T['merchantSales.postback.nodeHeading']}
        code={postbackNodeExample(origin, merchantId)}
        T={T}
      />

      <h4>{T['merchantSales.postback.secretHeading']}</h4>
      {load.status === 'loading' && <p>{T['merchantSales.postback.loading']}</p>}
      {load.status === 'failed' && <p role="alert">{T['merchantSales.postback.statusFailed']}</p>}
      {secret && (
        <p data-testid="postback-secret-status">
          {secret.exists && secret.createdAt
            ? fill(T['merchantSales.postback.madeOn'], { date: formatDateIn(T.locale, secret.createdAt) })
            : T['merchantSales.postback.noSecret']}
        </p>
      )}
      {created && (
        <div className="postback__secret" data-testid="postback-secret">
          <p className="postback__warning">
            <strong>{T['merchantSales.postback.secretShownOnce']}</strong>
          </p>
          <code className="postback__secret-value" ref={secretRef} tabIndex={-1}>
            {created.secret}
          </code>
          <CopyButton text={created.secret} label={T['merchantSales.postback.copySecret']} T={T} />
        </div>
      )}
      {secret && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void makeSecret()}
          disabled={busy}
        >
          {secret.exists
            ? T['merchantSales.postback.rotateSecret']
            : T['merchantSales.postback.createSecret']}
        </button>
      )}
      <p className="postback__message" role="status">
        {message}
      </p>
    </section>
  );
}

/** A labelled, scrollable, focusable code sample with its own copy button. */
function CodeBlock({ label, code, T }: { label: string; code: string; T: PostbackTexts }) {
  return (
    <div className="postback__code">
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={`${T['merchantSales.postback.copy']}: ${label}`} T={T} />
    </div>
  );
}

function CopyButton({ text, label, T }: { text: string; label: string; T: PostbackTexts }) {
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
          ? T['merchantSales.postback.copied']
          : copied === 'failed'
            ? T['merchantSales.postback.copyFailed']
            : ''}
      </span>
    </span>
  );
}
