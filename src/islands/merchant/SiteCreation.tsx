import { useEffect, useId, useState, type ReactNode } from 'react';
import type { MyCategory } from '../../../functions/contract/catalogue.ts';
import { type MerchantPreferences, type StoreDetails } from '../../../functions/contract/site-creation.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { getJson, LoadError } from '../../lib/api.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { PermissionForm, SiteUrlForm } from './own-site-forms.tsx';
import { CatalogueImport } from './catalogue-import.tsx';
import { MyCatalogue, MyCategories } from './catalogue-manager.tsx';
import { CatalogueProductForm, CategoryForm, StoreDetailsForm } from './own-store-forms.tsx';
import type { SiteTexts } from './site-texts.ts';
import './catalogue.css';
import './site-creation.css';

type View = 'choice' | 'own-site' | 'permission';
type Choice = 'own-site' | 'create-site';

const EMPTY_PREFERENCES: MerchantPreferences = {
  hasExternalSite: false,
  externalSiteUrl: null,
  consentScrape: false,
  consentMerchantPage: false,
  storeName: null,
  pageSlug: null,
  notes: null,
};

function Heading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return level === 2 ? (
    <h2 className="site-creation__heading">{children}</h2>
  ) : (
    <h3 className="site-creation__heading">{children}</h3>
  );
}

/** Loads once; a failed load is logged and the form starts empty (spec section 8: loads are only logged). */
function useLoaded<T>(load: () => Promise<T>, fallback: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    load().then(setValue, (error: unknown) => {
      console.warn(error instanceof LoadError ? error.message : error);
      setValue(fallback);
    });
    // Loaded once per page; the forms keep their own state afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

/**
 * The merchant's site creation (spec: Site creation; routes /merchantpage, /ownesite, /permission):
 * the choice between the merchant's own site (its URL, then the scrape-permission notes) and a
 * storefront of ours (store details, categories, products, in an accordion).
 */
export default function SiteCreation({
  merchantId,
  view = 'choice',
  headingLevel = 3,
  locale = DEFAULT_LOCALE,
  texts,
}: {
  merchantId: string;
  view?: View;
  headingLevel?: 2 | 3;
  /** The page's language, for its links (issue 26). */
  locale?: Locale;
  /** The texts in the page's language (src/lib/merchant-site-texts.ts). */
  texts: SiteTexts;
}) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<Choice | null>(view === 'choice' ? null : 'own-site');
  const choiceName = useId();

  return (
    <div className="site-creation">
      {view === 'choice' && (
        <fieldset className="site-creation__choice" disabled={!hydrated}>
          <legend>{texts['merchantSite.site.legend']}</legend>
          {(
            [
              ['own-site', texts['merchantSite.site.optionOwnSite']],
              ['create-site', texts['merchantSite.site.optionCreate']],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="site-creation__option">
              <input
                type="radio"
                name={choiceName}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {choice === 'own-site' && (
        <OwnSite
          merchantId={merchantId}
          view={view}
          hydrated={hydrated}
          headingLevel={headingLevel}
          locale={locale}
          texts={texts}
        />
      )}
      {choice === 'create-site' && (
        <CreateSite
          merchantId={merchantId}
          hydrated={hydrated}
          headingLevel={headingLevel}
          locale={locale}
          texts={texts}
        />
      )}
    </div>
  );
}

function OwnSite(props: {
  merchantId: string;
  view: View;
  hydrated: boolean;
  headingLevel: 2 | 3;
  locale: Locale;
  texts: SiteTexts;
}) {
  const { texts } = props;
  const loaded = useLoaded(
    () => getJson<MerchantPreferences>('/api/merchant/preferences', { fresh: true }),
    EMPTY_PREFERENCES,
  );
  const [saved, setSaved] = useState<MerchantPreferences | null>(null);
  const preferences = saved ?? loaded;
  if (!preferences) return <p role="status">{texts['merchantSite.site.loadingSaved']}</p>;
  const hasSite = preferences.hasExternalSite && preferences.externalSiteUrl !== null;

  return (
    <div className="site-creation__own">
      {props.view !== 'permission' && (
        <section aria-label={texts['merchantSite.site.optionOwnSite']}>
          <Heading level={props.headingLevel}>{texts['merchantSite.site.storeUrl']}</Heading>
          <SiteUrlForm saved={preferences} hydrated={props.hydrated} onSaved={setSaved} texts={texts} />
        </section>
      )}
      {hasSite ? (
        <section aria-label={texts['merchantSite.site.scrapePermission']}>
          <Heading level={props.headingLevel}>{texts['merchantSite.site.scrapePermission']}</Heading>
          <PermissionForm saved={preferences} hydrated={props.hydrated} onSaved={setSaved} texts={texts} />
        </section>
      ) : (
        props.view === 'permission' && (
          <p>
            {texts['merchantSite.site.saveUrlFirst']}{' '}
            <a href={localePath(props.locale, '/ownesite')}>{texts['merchantSite.site.saveUrlLink']}</a>
          </p>
        )
      )}
    </div>
  );
}

function CreateSite(props: {
  merchantId: string;
  hydrated: boolean;
  headingLevel: 2 | 3;
  locale: Locale;
  texts: SiteTexts;
}) {
  const { texts } = props;
  const id = encodeURIComponent(props.merchantId);
  const store = useLoaded(
    async () =>
      (await getJson<{ store: StoreDetails | null }>('/api/MerchantPage/my-store', { fresh: true })).store,
    null,
  );
  const [categoryLoads, setCategoryLoads] = useState(0);
  const [categories, setCategories] = useState<MyCategory[] | undefined>(undefined);
  useEffect(() => {
    getJson<MyCategory[]>('/api/MerchantCategories/mine', { fresh: true }).then(
      setCategories,
      (error: unknown) => {
        console.warn(error instanceof LoadError ? error.message : error);
        setCategories((current) => current ?? []);
      },
    );
  }, [categoryLoads]);
  const [savedStore, setSavedStore] = useState<StoreDetails | null>(null);
  // A product added, edited away, deleted or imported: the list (and the categories' counts) read again.
  const [catalogueChanges, setCatalogueChanges] = useState(0);
  const changed = () => {
    setCatalogueChanges((n) => n + 1);
    setCategoryLoads((n) => n + 1);
  };
  const currentStore = savedStore ?? store;

  return (
    <div className="site-creation__accordion">
      <details className="site-creation__panel" open>
        <summary>{texts['merchantSite.site.uploadStore']}</summary>
        {store === undefined ? (
          <p role="status">{texts['merchantSite.site.loadingStore']}</p>
        ) : (
          <StoreDetailsForm
            saved={currentStore ?? null}
            hydrated={props.hydrated}
            onSaved={setSavedStore}
            texts={texts}
          />
        )}
      </details>
      <details className="site-creation__panel">
        <summary>{texts['merchantSite.site.addCategories']}</summary>
        {categories !== undefined && (
          <MyCategories
            headingLevel={props.headingLevel}
            categories={categories}
            hydrated={props.hydrated}
            onChange={setCategories}
            siteTexts={texts}
          />
        )}
        <CategoryForm
          hydrated={props.hydrated}
          texts={texts}
          onSaved={(category) => setCategories((list) => [...(list ?? []), { ...category, productCount: 0 }])}
        />
      </details>
      <details className="site-creation__panel">
        <summary>{texts['merchantSite.site.addProducts']}</summary>
        {categories === undefined ? (
          <p role="status">{texts['merchantSite.site.loadingCategories']}</p>
        ) : (
          <CatalogueProductForm
            categories={categories}
            hydrated={props.hydrated}
            onSaved={changed}
            texts={texts}
          />
        )}
      </details>
      <details className="site-creation__panel" id="catalogue-import">
        <summary>{texts['merchantSite.site.uploadCsv']}</summary>
        <CatalogueImport
          headingLevel={props.headingLevel}
          hydrated={props.hydrated}
          onImported={changed}
          texts={texts}
        />
      </details>
      <details className="site-creation__panel" id="my-catalogue" open>
        <summary>{texts['merchantSite.site.yourProducts']}</summary>
        <MyCatalogue
          headingLevel={props.headingLevel}
          categories={categories ?? []}
          hydrated={props.hydrated}
          refreshKey={catalogueChanges}
          onChanged={() => setCategoryLoads((n) => n + 1)}
          siteTexts={texts}
        />
      </details>
      <p>
        <a href={localePath(props.locale, `/merchantproductsite/${id}`)}>
          {texts['merchant.link.storefront']}
        </a>
      </p>
    </div>
  );
}
