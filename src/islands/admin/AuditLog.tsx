import { formatDateTimeIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { AuditLogTexts } from '../../lib/admin-review-texts.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import type { AuditEntry } from './types.ts';
import '../../styles/data-table.css';
import './admin.css';

const ENTITY_KEYS: Record<string, keyof AuditLogTexts> = {
  site_image: 'adminReview.audit.entitySiteImage',
  coupon: 'adminReview.audit.entityCoupon',
  merchant_product: 'adminReview.audit.entityMerchantProduct',
  flash_text: 'adminReview.audit.entityFlashText',
};

function describe(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The audit log (beyond the spec): the latest administrator changes, who made them and when. */
export default function AuditLog({ texts: T }: { texts: AuditLogTexts }) {
  const list = usePagedList<AuditEntry>('/api/Admin/audit-log', {
    failureLog: 'Failed to load the audit log:',
  });
  const entries = list.items;
  /** The column headings, which each cell repeats as its label on a phone (src/styles/data-table.css). */
  const COLUMNS = {
    when: T['adminReview.audit.when'],
    who: T['adminReview.audit.who'],
    action: T['adminReview.audit.action'],
    what: T['adminReview.audit.what'],
  };

  if (entries === null)
    return list.status === 'error' ? (
      <LoadFailed
        texts={T}
        className="admin-muted"
        text={T['adminReview.audit.loadFailed']}
        onRetry={list.reload}
      />
    ) : (
      <p className="admin-muted">{T['adminReview.loading']}</p>
    );
  if (entries.length === 0) return <p className="admin-empty">{T['adminReview.audit.empty']}</p>;

  return (
    <>
      <div
        className="admin-table-wrap data-table-wrap"
        role="region"
        aria-labelledby="audit-caption"
        tabIndex={0}
      >
        <table className="admin-table data-table">
          <caption id="audit-caption">
            {fill(T['adminReview.audit.caption'], { count: entries.length })}
          </caption>
          <thead>
            <tr>
              {Object.values(COLUMNS).map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={COLUMNS.when}>
                  <time dateTime={entry.createdAt}>{formatDateTimeIn(T.locale, entry.createdAt)}</time>
                </td>
                <td data-label={COLUMNS.who}>{entry.actor ?? T['adminReview.audit.unknown']}</td>
                <td data-label={COLUMNS.action}>{entry.action}</td>
                <td data-label={COLUMNS.what} className="data-table__wide">
                  <span className="admin-table__entity">
                    {ENTITY_KEYS[entry.entity] ? T[ENTITY_KEYS[entry.entity]!] : entry.entity}
                  </span>{' '}
                  <span className="admin-muted">{describe(entry.details)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </>
  );
}
