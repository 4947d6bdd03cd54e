import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { COUPON_FLIP_FAST_MS, COUPON_FLIP_MS } from '../../../functions/contract/limits.ts';
import type { Profile } from '../../../functions/contract/accounts.ts';
import type { RevealedCoupon } from '../../../functions/contract/public.ts';
import { localePath } from '../../../functions/contract/i18n/locales.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { postJson } from '../../lib/api.ts';
import { isPlainClick, openTrackedLink } from '../../lib/click-out.ts';
import ClickOutStatus, { type ClickOutState } from '../clicks/ClickOutStatus.tsx';
import { $profile } from '../../stores/profile.ts';
import {
  cashbackTextIn,
  categoryNameIn,
  endsTextIn,
  initialsTone,
  savingTextIn,
  storeInitials,
  storePath,
  type CouponView,
} from './coupon-model.ts';
import { RENDERED_DAY_ATTRIBUTE, useIndiaToday } from './use-india-today.ts';
import PopupAd from './PopupAd.tsx';
import CouponTrust from './CouponTrust.tsx';
import SaveCouponButton from './SaveCouponButton.tsx';
import { cardAnchor, loginReturnPath, useOpenFromAddress } from './use-open-from-address.ts';

type Face = 'closed' | 'flipping' | 'open';

/** "Did it work?" is only wanted after a reveal: its code loads then, not with every card. */
const CouponFeedback = lazy(() => import('./CouponFeedback.tsx'));
const FollowStoreButton = lazy(() => import('./FollowStoreButton.tsx'));
type Reveal =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; code: string }
  | { status: 'failed'; message: string };

const COPIED_FOR_MS = 2000;

interface Props {
  coupon: CouponView;
  texts: CouponTexts;
  /** The newest and popular lists flip in 1.5 s, the others in 2 s. */
  fastFlip: boolean;
  headingLevel: 2 | 3;
  /** A card of the grid's first row: its image is likely the page's largest paint, so it loads first. */
  priority?: boolean;
}

/** Resolves once the header has learnt whether someone is signed in. */
function knownProfile(): Promise<Profile | null> {
  const now = $profile.get();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = $profile.listen((profile) => {
      if (profile === undefined) return;
      stop();
      resolve(profile);
    });
  });
}

/**
 * Counts the visit to the merchant and, for a verified shopper, records the click for cashback (issue
 * 22 item 2): the new tab opens at once and goes to the answered address, which carries the click id.
 * A click with a modifier key (a tab of the browser's choosing) keeps the plain link and is only counted.
 */
function leaveForMerchant(
  event: MouseEvent<HTMLAnchorElement>,
  couponId: string,
  merchantURL: string,
  show: (state: ClickOutState) => void,
) {
  const path = `/api/coupons/${couponId}/click-out`;
  if (!isPlainClick(event)) {
    void postJson(path, undefined, { keepalive: true }).catch(() => {
      // Counting is best effort; the visitor still reaches the merchant.
    });
    return;
  }
  event.preventDefault();
  show({ status: 'opening' });
  void openTrackedLink(path, merchantURL).then((result) => show({ status: 'done', ...result }));
}

/** Tells the server a card was opened (best effort: the card turns whatever the answer). */
function countView(couponId: string) {
  void postJson(`/api/coupons/${couponId}/view`, undefined, { keepalive: true }).catch(() => {
    // Counting is best effort.
  });
}

/** The popup's sign-in returns to this page with the card open (issue 21, item 9). */
async function openLoginPopup(couponId: string) {
  const { showAuthPopup } = await import('../auth-popup-mount.tsx');
  showAuthPopup(loginReturnPath(couponId));
}

/**
 * The coupon flip card used by every grid (spec: Coupon card; sections 4 and 9). Closed it shows the
 * coupon's image; a click, Enter or Space flips it and the back appears after 2 s (1.5 s on the newest
 * and popular lists): the code in upper case for a signed-in account, 'Login to get the Coupon' for a
 * visitor. Close resets it. Beyond the spec: copy the code, Escape closes, focus follows the face.
 * The front also names the store (logo or initials, a link to its page), the saving as the merchant
 * gave it, when the offer ends (India time), and a 'Details & terms' disclosure with what the merchant
 * wrote (issue 21 item 4); clicks on the link and the disclosure do not turn the card.
 */
export default function CouponCard({ coupon, texts, fastFlip, headingLevel, priority = false }: Props) {
  const profile = useStore($profile);
  const [face, setFace] = useState<Face>('closed');
  const [reveal, setReveal] = useState<Reveal>({ status: 'idle' });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [opened, setOpened] = useState(0);
  const [clickOut, setClickOut] = useState<ClickOutState>({ status: 'idle' });
  const flipTimer = useRef<number | undefined>(undefined);
  const copiedTimer = useRef<number | undefined>(undefined);
  const moveFocus = useRef(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backTitle = useRef<HTMLParagraphElement>(null);
  const codeText = useRef<HTMLElement>(null);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Text in another language than the page's says so (the page's own needs no mark).
  const lang = coupon.language === texts.locale ? undefined : coupon.language;
  const saving = savingTextIn(texts, coupon);
  const today = useIndiaToday();
  const ends = endsTextIn(texts, coupon.expiryDate, today);
  const hasDetails = coupon.description.trim() !== '' || coupon.termsAndConditions.trim() !== '';

  useEffect(
    () => () => {
      window.clearTimeout(flipTimer.current);
      window.clearTimeout(copiedTimer.current);
    },
    [],
  );

  // Focus follows the face the user turned to: the back's title on open, the front's button on close.
  useEffect(() => {
    if (!moveFocus.current) return;
    if (face === 'open') backTitle.current?.focus();
    if (face === 'closed') frontButton.current?.focus();
    if (face !== 'flipping') moveFocus.current = false;
  }, [face]);

  const startReveal = async () => {
    setReveal({ status: 'loading' });
    try {
      const result = await postJson<RevealedCoupon>(`/api/coupons/${coupon.id}/reveal`);
      if (result.ok) {
        setReveal({ status: 'done', code: result.data.couponCode.toUpperCase() });
        return;
      }
      // 403 with a message: signed in, email not verified yet ('Please verify your email address…').
      const message =
        result.status === 403 && result.message
          ? result.message
          : result.status === 401 || result.status === 403
            ? texts['cards.loginToGetCoupon']
            : result.status === 404
              ? texts['cards.couponNotFound']
              : texts['cards.codeFailed'];
      setReveal({ status: 'failed', message });
    } catch {
      setReveal({ status: 'failed', message: texts['cards.codeFailed'] });
    }
  };

  const flip = () => {
    if (face !== 'closed') return;
    moveFocus.current = true;
    setFace('flipping');
    setOpened((count) => count + 1);
    // A view for the merchant's figures (issue 24 item 8): counted once a day per visitor by the server.
    if (opened === 0) countView(coupon.id);
    flipTimer.current = window.setTimeout(
      () => setFace('open'),
      fastFlip ? COUPON_FLIP_FAST_MS : COUPON_FLIP_MS,
    );
    if (reveal.status === 'idle' || reveal.status === 'failed') {
      void knownProfile().then((signedIn) => {
        if (signedIn) void startReveal();
      });
    }
  };

  /** A click anywhere on the front turns it (spec), except on the store's link and the details. */
  const onFrontClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, details')) return;
    flip();
  };

  const close = () => {
    window.clearTimeout(flipTimer.current);
    moveFocus.current = true;
    setCopied('idle');
    setClickOut({ status: 'idle' });
    setFace('closed');
  };

  useOpenFromAddress(coupon.id, card, flip);

  const onBackKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const copyCode = async (code: string) => {
    window.clearTimeout(copiedTimer.current);
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      // Without clipboard access the code is selected, so the visitor can copy it themselves.
      const element = codeText.current;
      if (element) window.getSelection()?.selectAllChildren(element);
      setCopied('failed');
    }
    copiedTimer.current = window.setTimeout(() => setCopied('idle'), COPIED_FOR_MS);
  };

  const back = () => {
    if (profile === undefined) return <p className="coupon-card__note">{texts['cards.checkingAccount']}</p>;
    if (profile === null)
      return (
        <>
          <p className="coupon-card__login">{texts['cards.loginToGetCoupon']}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void openLoginPopup(coupon.id)}
          >
            {texts['cards.login']}
          </button>
        </>
      );
    if (reveal.status === 'failed') return <p className="coupon-card__note">{reveal.message}</p>;
    if (reveal.status !== 'done') return <p className="coupon-card__note">{texts['cards.gettingCode']}</p>;
    const code = reveal.code;
    return (
      <>
        <p className="coupon-card__code-label">{texts['cards.codeLabel']}</p>
        <p className="coupon-card__code" data-testid="coupon-code">
          <strong ref={codeText}>{code || texts['cards.noCode']}</strong>
        </p>
        {code && (
          <button type="button" className="button coupon-card__copy" onClick={() => void copyCode(code)}>
            {texts['cards.copyCode']}
          </button>
        )}
        <p className="coupon-card__copied" role="status">
          {copied === 'copied'
            ? texts['cards.copied']
            : copied === 'failed'
              ? texts['cards.pressToCopy']
              : ''}
        </p>
        <a
          className="button button--primary coupon-card__visit"
          href={coupon.merchantURL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => leaveForMerchant(event, coupon.id, coupon.merchantURL, setClickOut)}
        >
          {texts['cards.visitMoreOffers']}
        </a>
        {/* English keeps the API's own words; Hindi and Telugu the page's (issue 26). */}
        <ClickOutStatus state={clickOut} texts={texts.locale === 'en' ? undefined : texts} />
        {code && (
          <Suspense fallback={null}>
            <CouponFeedback couponId={coupon.id} texts={texts} />
            <FollowStoreButton storeSlug={coupon.storeSlug} storeName={coupon.storeName} texts={texts} />
          </Suspense>
        )}
      </>
    );
  };

  return (
    <article
      className="coupon-card"
      data-testid="coupon-card"
      aria-labelledby={titleId}
      id={cardAnchor(coupon.id)}
      ref={card}
    >
      <div className={`coupon-card__inner is-${face}`}>
        <div className="coupon-card__face coupon-card__front" inert={face === 'open'} onClick={onFrontClick}>
          <SaveCouponButton couponId={coupon.id} texts={texts} />
          {coupon.imageUrl ? (
            <img
              className="coupon-card__image"
              src={coupon.imageUrl}
              alt=""
              width={coupon.width ?? 540}
              height={coupon.height ?? 510}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : (
            <p className="coupon-card__image coupon-card__no-image">{texts['cards.noImage']}</p>
          )}
          <div className="coupon-card__body">
            <a
              className="coupon-card__store"
              href={localePath(texts.locale, storePath(coupon.storeSlug))}
              data-testid="coupon-store"
            >
              {coupon.storeLogoUrl ? (
                <img
                  className="coupon-card__logo"
                  src={coupon.storeLogoUrl}
                  alt=""
                  width={28}
                  height={28}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span
                  className={`coupon-card__logo coupon-card__initials is-tone-${initialsTone(coupon.storeName)}`}
                  aria-hidden="true"
                >
                  {storeInitials(coupon.storeName)}
                </span>
              )}
              <span className="coupon-card__store-name">{coupon.storeName}</span>
            </a>
            <Heading id={titleId} className="coupon-card__title" lang={lang}>
              {coupon.name}
            </Heading>
            {saving && <p className="coupon-card__saving">{saving}</p>}
            <p className="coupon-card__cashback" data-testid="coupon-cashback">
              {cashbackTextIn(texts, coupon.cashbackPercent)}
            </p>
            <CouponTrust coupon={coupon} texts={texts} />
            <p className="coupon-card__meta">
              <span>{categoryNameIn(texts, coupon.category)}</span>
              <time
                className={`coupon-card__ends${ends.soon ? ' is-soon' : ''}`}
                dateTime={coupon.expiryDate}
                {...{ [RENDERED_DAY_ATTRIBUTE]: today }}
              >
                {ends.text}
              </time>
            </p>
            {hasDetails && (
              <details className="coupon-card__details">
                <summary className="coupon-card__details-toggle" aria-describedby={titleId}>
                  {texts['cards.detailsAndTerms']}
                </summary>
                <div className="coupon-card__details-text" tabIndex={0} data-testid="coupon-details">
                  {coupon.description.trim() && <p lang={lang}>{coupon.description}</p>}
                  {coupon.termsAndConditions.trim() && (
                    <>
                      <p className="coupon-card__details-label">{texts['cards.termsAndConditions']}</p>
                      <p lang={lang}>{coupon.termsAndConditions}</p>
                    </>
                  )}
                </div>
              </details>
            )}
            <button
              type="button"
              ref={frontButton}
              className="button button--primary coupon-card__get"
              aria-disabled={face === 'flipping' ? true : undefined}
              aria-describedby={titleId}
            >
              {face === 'flipping' ? texts['cards.opening'] : texts['cards.getCode']}
            </button>
          </div>
        </div>
        <div
          className="coupon-card__face coupon-card__back"
          inert={face !== 'open'}
          onKeyDown={onBackKeyDown}
          data-testid="coupon-back"
        >
          <p className="coupon-card__back-title" ref={backTitle} tabIndex={-1} lang={lang}>
            {coupon.name}
          </p>
          {face === 'open' && back()}
          <button type="button" className="button coupon-card__close" onClick={close}>
            {texts['cards.close']}
          </button>
          {face === 'open' && <PopupAd key={opened} texts={texts} />}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {face === 'flipping' ? texts['cards.openingCoupon'] : ''}
      </p>
    </article>
  );
}
