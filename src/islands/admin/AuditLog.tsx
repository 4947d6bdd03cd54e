import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import type { AuditEntry } from './types.ts';
import '../../styles/data-table.css';
import './admin.css';

const ENTITY_LABELS: Record<string, string> = {
  site_image: 'Site image',
  coupon: 'Coupon',
  merchant_product: 'Merchant product',
  flash_text: 'Flash text',
};

/** The column headings, which each cell repeats as its label on a phone (src/styles/data-table.css). */
const COLUMNS = { when: 'When', who: 'Who', action: 'Action', what: 'What' } as const;

function describe(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The audit log (beyond the spec): the latest administrator changes, who made them and when. */
export default function AuditLog() {
  const list = usePagedList<AuditEntry>('/api/Admin/audit-log', {
    failureLog: 'Failed to load the audit log:',
  });
  const entries = list.items;

  if (entries === null)
    return list.status === 'error' ? (
      <LoadFailed className="admin-muted" text="The audit log could not be loaded." onRetry={list.reload} />
    ) : (
      <p className="admin-muted">Loading…</p>
    );
  if (entries.length === 0) return <p className="admin-empty">No changes yet.</p>;

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
            The latest {entries.length} administrator changes, newest first
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
                  <time dateTime={entry.createdAt}>{formatIndiaDateTime(entry.createdAt)}</time>
                </td>
                <td data-label={COLUMNS.who}>{entry.actor ?? 'Unknown'}</td>
                <td data-label={COLUMNS.action}>{entry.action}</td>
                <td data-label={COLUMNS.what} className="data-table__wide">
                  <span className="admin-table__entity">{ENTITY_LABELS[entry.entity] ?? entry.entity}</span>{' '}
                  <span className="admin-muted">{describe(entry.details)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore list={list} />
    </>
  );
}
