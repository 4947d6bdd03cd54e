import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { $authPopupOpen, $authReturnPath, closeAuthPopup } from '../stores/profile.ts';
import MerchantSigninForm from './MerchantSigninForm.tsx';
import MerchantSignupForm from './MerchantSignupForm.tsx';
import UserSigninForm from './UserSigninForm.tsx';
import UserSignupForm from './UserSignupForm.tsx';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import type { FormTexts } from './forms/texts.tsx';

type Panel = 'user' | 'merchant';
type Mode = 'login' | 'signup';

/** The popup's own texts in the page's language, picked on the server (SiteHeader.astro's data-auth-texts). */
export interface AuthPopupTexts {
  title: string;
  close: string;
  user: string;
  merchant: string;
  userModes: string;
  merchantModes: string;
  login: string;
  signUp: string;
  /** The page's language and its forms' texts (empty in English). */
  locale?: Locale;
  forms?: FormTexts;
}

/**
 * The login/sign-up popup (spec: Login and sign-up popup): a native modal dialog with an accordion of
 * a User and a Merchant panel, each switching between login and sign-up with the pages' own forms. A
 * sign-in returns to the page that opened it when it named a return path (a coupon card does).
 */
export default function AuthPopup({ texts }: { texts: AuthPopupTexts }) {
  const open = useStore($authPopupOpen);
  const returnPath = useStore($authReturnPath);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [panel, setPanel] = useState<Panel>('user');
  const [userMode, setUserMode] = useState<Mode>('login');
  const [merchantMode, setMerchantMode] = useState<Mode>('login');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="auth-popup"
      aria-labelledby={titleId}
      onClose={closeAuthPopup}
      onClick={(event) => {
        // A click on the backdrop (outside the dialog's box) closes it.
        if (event.target === event.currentTarget) closeAuthPopup();
      }}
    >
      <div className="auth-popup__box">
        <div className="auth-popup__head">
          <h2 id={titleId}>{texts.title}</h2>
          <button
            type="button"
            className="auth-popup__close"
            onClick={closeAuthPopup}
            aria-label={texts.close}
          >
            ×
          </button>
        </div>
        <AccordionSection title={texts.user} expanded={panel === 'user'} onExpand={() => setPanel('user')}>
          <ModeSwitch mode={userMode} onChange={setUserMode} label={texts.userModes} texts={texts} />
          {userMode === 'login' ? (
            <UserSigninForm returnPath={returnPath} locale={texts.locale} texts={texts.forms} />
          ) : (
            <UserSignupForm
              onSignedUp={() => setUserMode('login')}
              locale={texts.locale}
              texts={texts.forms}
            />
          )}
        </AccordionSection>
        <AccordionSection
          title={texts.merchant}
          expanded={panel === 'merchant'}
          onExpand={() => setPanel('merchant')}
        >
          <ModeSwitch
            mode={merchantMode}
            onChange={setMerchantMode}
            label={texts.merchantModes}
            texts={texts}
          />
          {merchantMode === 'login' ? (
            <MerchantSigninForm returnPath={returnPath} locale={texts.locale} texts={texts.forms} />
          ) : (
            <MerchantSignupForm
              onSignedUp={() => setMerchantMode('login')}
              locale={texts.locale}
              texts={texts.forms}
            />
          )}
        </AccordionSection>
      </div>
    </dialog>
  );
}

function AccordionSection(props: {
  title: string;
  expanded: boolean;
  onExpand: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="auth-popup__section">
      <h3 className="auth-popup__heading">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={props.expanded}
          aria-controls={`${id}-panel`}
          onClick={props.onExpand}
        >
          {props.title}
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!props.expanded}>
        {props.expanded && props.children}
      </div>
    </section>
  );
}

function ModeSwitch(props: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  label: string;
  texts: AuthPopupTexts;
}) {
  const { mode, onChange, label, texts } = props;
  return (
    <div className="auth-popup__modes" role="group" aria-label={label}>
      <button type="button" aria-pressed={mode === 'login'} onClick={() => onChange('login')}>
        {texts.login}
      </button>
      <button type="button" aria-pressed={mode === 'signup'} onClick={() => onChange('signup')}>
        {texts.signUp}
      </button>
    </div>
  );
}
