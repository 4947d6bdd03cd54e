import { useId, useState } from 'react';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { FormStatus } from '../forms/fields.tsx';
import type { ImageUploadTexts } from '../../lib/admin-money-texts.ts';
import { formatDateTimeIn as dateTimeIn } from '../../../functions/contract/i18n/format.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { sendJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import type { LiveSiteImage, UploadSectionConfig } from './types.ts';

/** A tab that shows only some positions of its kind (comma-separated) keeps only those rows. */
function wanted(rows: LiveSiteImage[], positions: string): LiveSiteImage[] {
  const kept = positions ? positions.split(',') : null;
  return kept ? rows.filter((row) => row.position !== null && kept.includes(row.position)) : rows;
}

/**
 * What is live now for one image tab (GET /api/admin/site-images?kind=…), newest first, each with a
 * thumbnail and a Remove button that asks for a second click before it takes the image off the site.
 */
export function LiveImageList({
  list,
  removedText,
  hydrated,
  texts,
  locale,
  refreshKey,
}: {
  list: UploadSectionConfig['list'];
  removedText: string;
  hydrated: boolean;
  texts: ImageUploadTexts;
  locale: Locale;
  refreshKey: number;
}) {
  // 'Uploaded {date}': the date is a <time>, wherever the language puts it.
  const [uploadedBefore = '', uploadedAfter = ''] = texts['adminMoney.live.uploaded'].split('{date}');
  const headingId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const positions = list.positions?.join(',') ?? '';
  const live = usePagedList<LiveSiteImage>(`/api/admin/site-images?kind=${encodeURIComponent(list.kind)}`, {
    failureLog: 'Failed to load the live images:',
    select: (rows) => wanted(rows, positions),
    // A saved upload (or another set of positions) reads the list again; the rows shown stay till then.
    refreshKey: `${refreshKey}:${positions}`,
  });
  const items = live.items;
  const action = useRowAction();
  const removing = action.busy;

  const remove = async (item: LiveSiteImage) => {
    if (confirming !== item.id) {
      setConfirming(item.id);
      return;
    }
    await action.run(item.id, () => sendJson('DELETE', `/api/admin/site-images/${item.id}`), {
      successText: removedText,
      failureText: (failure) => failure?.message ?? texts['adminMoney.live.failed'],
      onSuccess: () => live.removeItem(item.id),
    });
    setConfirming(null);
  };

  const where = (item: LiveSiteImage) => {
    if (item.slotId !== null) return fill(texts['adminMoney.live.slot'], { slot: item.slotId });
    if (item.position) return list.positionLabels?.[item.position] ?? item.position;
    return null;
  };

  return (
    <section className="admin-live" aria-labelledby={headingId}>
      <h4 id={headingId} className="admin-live__heading">
        {list.heading}
      </h4>
      {items === null ? (
        live.status === 'error' ? (
          <LoadFailed
            texts={texts}
            className="admin-muted"
            text={texts['adminMoney.live.loadFailed']}
            onRetry={live.reload}
          />
        ) : (
          <p className="admin-muted">{texts['adminMoney.loading']}</p>
        )
      ) : items.length === 0 ? (
        <p className="admin-muted">{texts['adminMoney.live.none']}</p>
      ) : (
        <ul className="admin-live__list">
          {items.map((item, index) => {
            const label = `${list.itemLabel} ${index + 1}`;
            const place = where(item);
            const captionId = `${headingId}-${item.id}`;
            return (
              <li key={item.id} className="admin-live__item">
                {item.contentType.startsWith('video/') ? (
                  <video
                    className="admin-live__media"
                    src={item.imageUrl}
                    muted
                    playsInline
                    preload="metadata"
                    aria-label={label}
                  />
                ) : (
                  <img
                    className="admin-live__media"
                    src={item.imageUrl}
                    alt={label}
                    width={item.width ?? undefined}
                    height={item.height ?? undefined}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <div id={captionId} className="admin-live__caption">
                  <p className="admin-live__title">
                    {label}
                    {place && <span className="admin-badge">{place}</span>}
                  </p>
                  {item.merchantURL ? (
                    <p className="admin-live__url">
                      <a href={item.merchantURL} target="_blank" rel="noopener noreferrer">
                        {item.merchantURL}
                      </a>
                    </p>
                  ) : (
                    <p className="admin-muted">{texts['adminMoney.live.noUrl']}</p>
                  )}
                  <p className="admin-muted">
                    {uploadedBefore}
                    <time dateTime={item.createdAt}>{dateTimeIn(locale, item.createdAt)}</time>
                    {uploadedAfter}
                  </p>
                </div>
                <div className="admin-actions">
                  <button
                    type="button"
                    className={confirming === item.id ? 'button button--danger' : 'button'}
                    aria-describedby={captionId}
                    disabled={!hydrated || removing !== null}
                    onClick={() => void remove(item)}
                  >
                    {confirming === item.id
                      ? texts['adminMoney.live.confirmRemove']
                      : texts['adminMoney.live.remove']}
                  </button>
                  {confirming === item.id && (
                    <button
                      type="button"
                      className="button"
                      disabled={removing !== null}
                      onClick={() => setConfirming(null)}
                    >
                      {texts['adminMoney.cancel']}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore texts={texts} list={live} />
      <FormStatus status={action.status} />
    </section>
  );
}
