import { useState } from 'react';
import { useHydrated } from '../forms/use-hydrated.ts';
import { LiveImageList } from './LiveImageList.tsx';
import { UploadForm } from './UploadForm.tsx';
import type { UploadSectionConfig } from './types.ts';
import './admin.css';

function UploadSection({ config, hydrated }: { config: UploadSectionConfig; hydrated: boolean }) {
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <section className="admin-section" aria-labelledby={`${config.id}-heading`}>
      <h3 id={`${config.id}-heading`} className="admin-section__heading">
        {config.heading}
      </h3>
      <div className="admin-section__body">
        <UploadForm config={config} hydrated={hydrated} onUploaded={() => setRefreshKey((key) => key + 1)} />
        <LiveImageList
          list={config.list}
          removedText={config.messages.removed}
          hydrated={hydrated}
          refreshKey={refreshKey}
        />
      </div>
    </section>
  );
}

/** An image tab of the admin dashboard: one or more upload forms, each with what is live for it. */
export default function ImageUploadTab({ sections }: { sections: UploadSectionConfig[] }) {
  const hydrated = useHydrated();
  return (
    <div className="admin-tab">
      {sections.map((config) => (
        <UploadSection key={config.id} config={config} hydrated={hydrated} />
      ))}
    </div>
  );
}
