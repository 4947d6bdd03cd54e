import { useState } from 'react';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import type { ImageUploadTexts } from '../../lib/admin-money-texts.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { LiveImageList } from './LiveImageList.tsx';
import { UploadForm } from './UploadForm.tsx';
import type { UploadSectionConfig } from './types.ts';
import './admin.css';

interface Shared {
  hydrated: boolean;
  texts: ImageUploadTexts;
  locale: Locale;
}

function UploadSection({ config, hydrated, texts, locale }: Shared & { config: UploadSectionConfig }) {
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <section className="admin-section" aria-labelledby={`${config.id}-heading`}>
      <h3 id={`${config.id}-heading`} className="admin-section__heading">
        {config.heading}
      </h3>
      <div className="admin-section__body">
        <UploadForm
          config={config}
          hydrated={hydrated}
          texts={texts}
          onUploaded={() => setRefreshKey((key) => key + 1)}
        />
        <LiveImageList
          list={config.list}
          removedText={config.messages.removed}
          hydrated={hydrated}
          texts={texts}
          locale={locale}
          refreshKey={refreshKey}
        />
      </div>
    </section>
  );
}

/** An image tab of the admin dashboard: one or more upload forms, each with what is live for it. */
export default function ImageUploadTab({
  sections,
  texts,
  locale,
}: {
  sections: UploadSectionConfig[];
  texts: ImageUploadTexts;
  locale: Locale;
}) {
  const hydrated = useHydrated();
  return (
    <div className="admin-tab">
      {sections.map((config) => (
        <UploadSection key={config.id} config={config} hydrated={hydrated} texts={texts} locale={locale} />
      ))}
    </div>
  );
}
